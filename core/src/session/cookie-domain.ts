import { originOf, type UrlOrigin } from '../navigation/origin.js';

/**
 * The shared cookie domain (`COOKIE_DOMAIN`): the storefront, the checkout host, the API and the teaser
 * on sibling hosts (`www.`, `checkout.`, `api.` under one domain) see the same shop cookies only when
 * every one of them writes them for that domain.
 */

/** The domain as a cookie's `Domain` attribute takes it: lower case, without a leading dot; undefined when blank. */
export function normaliseCookieDomain(domain: string | undefined): string | undefined {
  const bare = domain?.trim().toLowerCase().replace(/^\.+/, '');
  return bare ? bare : undefined;
}

/** Whether a browser accepts a cookie for `domain` from `host`: the host is the domain or one of its subdomains. */
export function hostInCookieDomain(host: string, domain: string): boolean {
  const h = host.toLowerCase();
  return h === domain || h.endsWith(`.${domain}`);
}

/** The public addresses a deployment names, and its cookie domain. */
export interface CookieDomainSettings {
  /** The storefront's public origin (`SHOP_ORIGIN`). */
  readonly shopOrigin: string;
  /** The checkout host (`CHECKOUT_URL`). */
  readonly checkoutUrl: string;
  readonly cookieDomain?: string;
}

/**
 * Why a deployment's cookie settings cannot work, in a sentence for the operator, or null when they can:
 * a cookie domain that does not cover both hosts (browsers would drop every cookie written for it), or
 * storefront and checkout on different hosts over https with no cookie domain (the checkout would never
 * see the shopper's cart or login). Plain http on separate hosts is left alone: that is a developer's
 * machine, where cookies ignore ports (127.0.0.1:3000 and 127.0.0.1:4100 are one host).
 */
export function cookieDomainProblem(settings: CookieDomainSettings): string | null {
  const shop: UrlOrigin | null = originOf(settings.shopOrigin);
  const checkout: UrlOrigin | null = originOf(settings.checkoutUrl);
  if (!shop || !checkout) {
    return `SHOP_ORIGIN (${settings.shopOrigin}) and CHECKOUT_URL (${settings.checkoutUrl}) must be absolute http(s) URLs`;
  }
  const domain = normaliseCookieDomain(settings.cookieDomain);
  if (domain) {
    for (const [name, url] of [
      ['SHOP_ORIGIN', shop],
      ['CHECKOUT_URL', checkout],
    ] as const) {
      if (!hostInCookieDomain(url.hostname, domain)) {
        return `COOKIE_DOMAIN ${domain} does not cover ${name}'s host ${url.hostname}: browsers would drop the shop's cookies; set it to the domain both hosts share`;
      }
    }
    return null;
  }
  if (shop.hostname !== checkout.hostname && (shop.protocol === 'https:' || checkout.protocol === 'https:')) {
    return `the storefront (${shop.hostname}) and the checkout (${checkout.hostname}) are separate hosts: set COOKIE_DOMAIN to the domain they share (for example ${sharedSuffix(shop.hostname, checkout.hostname) ?? 'fanshop.at'}), or the checkout never sees the shopper's cart or login`;
  }
  return null;
}

/** The longest domain two hosts share (at least two labels), for the operator's hint. */
function sharedSuffix(a: string, b: string): string | undefined {
  const left = a.split('.').reverse();
  const right = b.split('.').reverse();
  const shared: string[] = [];
  for (let i = 0; i < Math.min(left.length, right.length); i++) {
    const label = left[i];
    if (label === undefined || label !== right[i]) break;
    shared.push(label);
  }
  return shared.length >= 2 ? shared.reverse().join('.') : undefined;
}
