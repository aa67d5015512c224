import { splitUrl, withTrailingSlash } from './url.js';

/** Where the shop's own pages and the checkout live; both come from configuration. */
export interface LinkConfig {
  /** Base URL of the external checkout host, e.g. `https://checkout.example.at`. */
  readonly checkoutUrl: string;
  /** Hosts (with port where not the default) that serve this shop, e.g. `shop.example.at`. */
  readonly shopHosts: readonly string[];
}

/** How the UI follows a link (spec section 2, navigation). */
export type LinkTarget =
  /** Navigate inside the app to this path (protocol and own host stripped, trailing slash added). */
  | { readonly kind: 'in-app'; readonly path: string }
  /** Load the page in full, in the same tab: the checkout, and non-web schemes such as `mailto:`. */
  | { readonly kind: 'full-page'; readonly href: string }
  /** Open in a new tab: any other host. */
  | { readonly kind: 'new-tab'; readonly href: string };

const ABSOLUTE = /^(?:([a-z][a-z0-9+.-]*):)?\/\/([^/?#]*)(.*)$/i;
const SCHEME_ONLY = /^[a-z][a-z0-9+.-]*:/i;

/** Classifies an `href` as the checkout (full page), an external site (new tab) or an app path. */
export function classifyLink(href: string, config: LinkConfig): LinkTarget {
  const trimmed = href.trim();
  const absolute = ABSOLUTE.exec(trimmed);
  if (absolute) {
    const scheme = (absolute[1] ?? '').toLowerCase();
    const host = (absolute[2] ?? '').toLowerCase();
    const rest = absolute[3] ?? '';
    if (scheme !== '' && scheme !== 'http' && scheme !== 'https') return { kind: 'full-page', href: trimmed };
    if (isCheckout(host, rest, config.checkoutUrl)) return { kind: 'full-page', href: trimmed };
    if (config.shopHosts.some((own) => own.toLowerCase() === host)) {
      return { kind: 'in-app', path: withTrailingSlash(rest.startsWith('/') ? rest : `/${rest}`) };
    }
    return { kind: 'new-tab', href: trimmed };
  }
  if (SCHEME_ONLY.test(trimmed)) return { kind: 'full-page', href: trimmed };
  return { kind: 'in-app', path: withTrailingSlash(trimmed) };
}

function isCheckout(host: string, rest: string, checkoutUrl: string): boolean {
  const checkout = ABSOLUTE.exec(checkoutUrl.trim());
  if (!checkout) return false;
  if ((checkout[2] ?? '').toLowerCase() !== host) return false;
  const basePath = splitUrl(checkout[3] ?? '').path.replace(/\/+$/, '');
  const path = splitUrl(rest).path;
  // Without a base path every path is under it: each starts with `/`, or is empty.
  const lowerPath = path.toLowerCase();
  const lowerBase = basePath.toLowerCase();
  return lowerPath === lowerBase || lowerPath.startsWith(`${lowerBase}/`);
}
