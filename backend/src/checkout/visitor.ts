import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { PriceType } from '@fanshop/core/pricing';
import { sessionPriceType } from '@fanshop/core/session';
import { LANGUAGE_COOKIE, REQUEST_ID_COOKIE, TOKEN_COOKIE } from '@fanshop/core/shared';
import type { Language } from '../catalogue/catalogue-api';
import type { Customer } from '../http/context';
import { isGuestId, languageOf } from '../http/identity';
import type { Services } from '../services';
import { type CheckoutTexts, checkoutTexts } from './checkout-texts';

/** The query parameter a link to the checkout may name its language with: `?lang=de` (or `de-AT`, `en`, `en-US`). */
export const LANGUAGE_PARAM = 'lang';

/** The path prefix of German pages, as on the storefront (`/de/checkout/`). */
const GERMAN_PREFIX = /^\/de(?=\/|$)/i;

/**
 * Who is at the checkout, in which language. The shopper is known from the storefront's cookies
 * (`__uul` token: a customer; else a `__uuhlat` guest id `u…`: a guest), as a production checkout on
 * the shared cookie domain knows them.
 */
export interface Visitor {
  readonly language: Language;
  readonly t: CheckoutTexts;
  readonly customer: Customer | undefined;
  readonly guestId: string | undefined;
  /** The prices the visitor pays, by core's rule for a session. */
  readonly priceType: PriceType;
  /**
   * The language the shopper's cookie or browser asks for: what a link without a language opens in.
   * A page whose link named another language keeps naming it in its own links.
   */
  readonly preferred: Language;
}

/** A language named by a link or a cookie: `de`, `de-AT`… are German, `en`, `en-US`… English; anything else none. */
export function languageNamed(value: string | undefined): Language | undefined {
  const tag = value?.trim().toLowerCase() ?? '';
  if (/^de(?:-[a-z]{2})?$/.test(tag)) return 'de';
  if (/^en(?:-[a-z]{2})?$/.test(tag)) return 'en';
  return undefined;
}

/** The routing path of a request: its path without the German prefix (`/de/checkout/` routes as `/checkout/`). */
export function pathWithoutLanguage(path: string): string {
  return path.replace(GERMAN_PREFIX, '') || '/';
}

function cookie(c: Context, name: string): string | undefined {
  const value = getCookie(c, name)
    ?.trim()
    .replace(/^"(.*)"$/, '$1');
  return value === '' ? undefined : value;
}

/**
 * The visitor of a request. The language, first match wins: the link's (a `/de/` path, or
 * `?lang=`), the language cookie the storefront writes (`i18next`), the browser's `Accept-Language`.
 */
export function visitorOf(c: Context, s: Services): Visitor {
  const url = new URL(c.req.url);
  const preferred = languageNamed(cookie(c, LANGUAGE_COOKIE)) ?? languageOf(c.req.header('accept-language'));
  const language = GERMAN_PREFIX.test(url.pathname)
    ? 'de'
    : (languageNamed(url.searchParams.get(LANGUAGE_PARAM) ?? undefined) ?? preferred);
  const token = cookie(c, TOKEN_COOKIE);
  const customer = token ? s.accounts.customerByToken(token) : undefined;
  const requestId = cookie(c, REQUEST_ID_COOKIE)?.toLowerCase();
  return {
    language,
    t: checkoutTexts(language),
    customer,
    guestId: !customer && requestId && isGuestId(requestId) ? requestId : undefined,
    // The token names the customer here, whichever request id the cookie holds.
    priceType: sessionPriceType({ token, requestId: customer?.uuid ?? requestId }, customer?.role),
    preferred,
  };
}

/**
 * A path of the checkout host in the visitor's language: German under `/de/`; English without a
 * prefix, with `?lang=en` only when the shopper's cookie or browser would open it in German.
 */
export function localHref(v: Pick<Visitor, 'language' | 'preferred'>, path: string): string {
  if (v.language === 'de') return `/de${path}`;
  if (v.preferred === 'de') return `${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=en`;
  return path;
}

/** The same checkout page in another language (the language switch). */
export function hrefIn(language: Language, path: string): string {
  return language === 'de' ? `/de${path}` : `${path}${path.includes('?') ? '&' : '?'}${LANGUAGE_PARAM}=en`;
}

/** The subject a form token is bound to: the customer, or the guest request id. */
export function formSubject(v: Visitor): string {
  return v.customer ? `customer:${v.customer.id}` : `guest:${v.guestId ?? ''}`;
}
