/**
 * The URL of an asset the API names by path (`/images/products/12.svg`): the storefront runs on
 * another host than the API, so such paths are resolved against the API's base URL. Absolute URLs
 * and empty values are kept as they are.
 */
export function assetUrl(apiBaseUrl: string, path: string): string {
  if (path === '' || /^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return path;
  return `${apiBaseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}
