/** A page's `<title>`: what the page is, then the shop's name. */
export function shopTitle(title: string, t: (key: string) => string): string {
  return `${title} | ${t('common.shopName')}`;
}
