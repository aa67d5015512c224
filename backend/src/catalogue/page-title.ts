/** The shop's name, the same in every language. */
export const SHOP_NAME = 'Fan Shop';

/** A page's `<title>` as the API answers it for listings, products and content: the page, then the shop. */
export function pageTitle(name: string): string {
  return `${name} | ${SHOP_NAME}`;
}
