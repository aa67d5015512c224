import { normaliseCookieDomain } from './cookie-domain.js';

/**
 * The attributes every cookie of the shop is written with, by whichever host writes it (the storefront's
 * browser code and server, the checkout host): the whole site (`Path=/`), sent on the shop's own
 * navigations and calls but not from other sites (`SameSite=Lax`), `Secure` over https, for the shared
 * cookie domain when there is one (host-only otherwise), and a bounded lifetime in whole seconds.
 */
export interface ShopCookieAttributes {
  readonly path: '/';
  readonly sameSite: 'lax';
  readonly secure: boolean;
  readonly domain: string | undefined;
  readonly maxAge: number;
}

export function shopCookieAttributes(
  maxAgeSeconds: number,
  secure: boolean,
  domain?: string,
): ShopCookieAttributes {
  return {
    path: '/',
    sameSite: 'lax',
    secure,
    domain: normaliseCookieDomain(domain),
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  };
}
