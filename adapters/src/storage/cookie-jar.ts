import { parseCookie, stringifySetCookie } from 'cookie';
import {
  normaliseCookieDomain,
  shopCookieAttributes,
  shopCookieLifetimeSeconds,
} from '@fanshop/core/session';

/** How long each cookie may live; every cookie the shop sets has a bounded lifetime. */
export interface CookieOptions {
  readonly maxAgeSeconds: number;
}

/** Reads and writes the shop's cookies: `document.cookie` in the browser, the request and response on the server. */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, options: CookieOptions): void;
  remove(name: string): void;
}

/** Where a jar writes the shop's cookies. */
export interface CookieScope {
  /**
   * The shared cookie domain (`COOKIE_DOMAIN`, e.g. `fanshop.at`): every cookie is written for it, so the
   * storefront, the checkout host and the teaser on sibling hosts see the same ones. Undefined: host-only.
   */
  readonly domain?: string;
}

/** A shop cookie as written, with the attributes every shop cookie carries (core's `shopCookieAttributes`). */
export function serializeShopCookie(
  name: string,
  value: string,
  maxAgeSeconds: number,
  secure: boolean,
  domain?: string,
): string {
  return stringifySetCookie(name, value, shopCookieAttributes(maxAgeSeconds, secure, domain));
}

/**
 * What deletes a host-only copy of a cookie (written before the cookie domain was set): the same name
 * and path without `Domain`. It leaves the domain copy alone, which is a different cookie to the browser.
 */
export function expireHostOnly(name: string, secure: boolean): string {
  return serializeShopCookie(name, '', 0, secure);
}

/** Every value a `Cookie` header (or `document.cookie`) holds for a name, in its order. */
export function cookieValues(header: string, name: string): string[] {
  const values: string[] = [];
  for (const pair of header.split(';')) {
    const equals = pair.indexOf('=');
    if (equals < 0 || pair.slice(0, equals).trim() !== name) continue;
    const value = parseCookie(pair.trim())[name];
    if (value !== undefined) values.push(value);
  }
  return values;
}

/**
 * The browser's cookies. `document` is looked up at call time, so importing this on the server is safe.
 *
 * With a cookie domain, the first read of a cookie moves a host-only copy left from before the domain was
 * set onto the domain: the host-only copy is deleted, and when no domain copy is left it is written again
 * for the domain, for the cookie's own lifetime (the core's `shopCookieLifetimeSeconds`). The browser
 * then never holds two different values under one name.
 */
export class DocumentCookieJar implements CookieJar {
  private readonly domain: string | undefined;
  private readonly moved = new Set<string>();

  constructor(scope: CookieScope = {}) {
    this.domain = normaliseCookieDomain(scope.domain);
  }

  get(name: string): string | undefined {
    if (this.domain && !this.moved.has(name)) this.moveOntoDomain(name);
    return parseCookie(globalThis.document?.cookie ?? '')[name];
  }

  set(name: string, value: string, options: CookieOptions): void {
    const secure = globalThis.location?.protocol === 'https:';
    if (this.domain) globalThis.document.cookie = expireHostOnly(name, secure);
    globalThis.document.cookie = serializeShopCookie(name, value, options.maxAgeSeconds, secure, this.domain);
  }

  remove(name: string): void {
    this.set(name, '', { maxAgeSeconds: 0 });
  }

  private moveOntoDomain(name: string): void {
    this.moved.add(name);
    const document = globalThis.document;
    if (!document) return;
    const before = cookieValues(document.cookie, name);
    if (before.length === 0) return;
    const secure = globalThis.location?.protocol === 'https:';
    document.cookie = expireHostOnly(name, secure);
    if (cookieValues(document.cookie, name).length > 0) return;
    // Only a host-only copy was there: it becomes the domain's.
    const value = before.at(-1);
    const lifetime = value === undefined ? undefined : shopCookieLifetimeSeconds(name, value);
    if (value !== undefined && lifetime !== undefined) {
      document.cookie = serializeShopCookie(name, value, lifetime, secure, this.domain);
    }
  }
}

/**
 * The cookies of one server request: reads the incoming `Cookie` header, and records what the page sets so
 * that the server can send it back as `Set-Cookie` headers (a guest id created during rendering must stick).
 *
 * With a cookie domain, a name the header holds twice has a host-only copy from before the domain was set
 * beside the domain's: the later one is read (the newer, written for the domain) and the host-only copy is
 * deleted with the answer.
 */
export class RequestCookieJar implements CookieJar {
  private readonly values: Record<string, string | undefined>;
  private readonly outgoing = new Map<string, string>();
  private readonly expired: string[] = [];
  private readonly domain: string | undefined;

  constructor(
    cookieHeader: string | undefined,
    private readonly secure: boolean,
    scope: CookieScope = {},
  ) {
    this.domain = normaliseCookieDomain(scope.domain);
    this.values = { ...parseCookie(cookieHeader ?? '') };
    if (this.domain && cookieHeader) {
      for (const name of Object.keys(this.values)) {
        const all = cookieValues(cookieHeader, name);
        if (all.length < 2) continue;
        this.values[name] = all.at(-1);
        this.expired.push(expireHostOnly(name, secure));
      }
    }
  }

  get(name: string): string | undefined {
    return this.values[name];
  }

  set(name: string, value: string, options: CookieOptions): void {
    this.values[name] = options.maxAgeSeconds > 0 ? value : undefined;
    this.outgoing.set(
      name,
      serializeShopCookie(name, value, options.maxAgeSeconds, this.secure, this.domain),
    );
  }

  remove(name: string): void {
    this.set(name, '', { maxAgeSeconds: 0 });
  }

  /** The `Set-Cookie` header values for the response: deletions of host-only copies first, then what was set. */
  setCookieHeaders(): string[] {
    return [...this.expired, ...this.outgoing.values()];
  }
}
