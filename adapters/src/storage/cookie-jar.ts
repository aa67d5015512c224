import { parseCookie, stringifySetCookie } from 'cookie';

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

/** The attributes every shop cookie carries: `Path=/`, `SameSite=Lax`, `Secure` over https. */
export function serializeShopCookie(
  name: string,
  value: string,
  maxAgeSeconds: number,
  secure: boolean,
): string {
  return stringifySetCookie(name, value, {
    path: '/',
    sameSite: 'lax',
    secure,
    maxAge: Math.max(0, Math.floor(maxAgeSeconds)),
  });
}

/** The browser's cookies. `document` is looked up at call time, so importing this on the server is safe. */
export class DocumentCookieJar implements CookieJar {
  get(name: string): string | undefined {
    return parseCookie(globalThis.document?.cookie ?? '')[name];
  }

  set(name: string, value: string, options: CookieOptions): void {
    const secure = globalThis.location?.protocol === 'https:';
    globalThis.document.cookie = serializeShopCookie(name, value, options.maxAgeSeconds, secure);
  }

  remove(name: string): void {
    this.set(name, '', { maxAgeSeconds: 0 });
  }
}

/**
 * The cookies of one server request: reads the incoming `Cookie` header, and records what the page sets so
 * that the server can send it back as `Set-Cookie` headers (a guest id created during rendering must stick).
 */
export class RequestCookieJar implements CookieJar {
  private readonly values: Record<string, string | undefined>;
  private readonly outgoing = new Map<string, string>();

  constructor(
    cookieHeader: string | undefined,
    private readonly secure: boolean,
  ) {
    this.values = { ...parseCookie(cookieHeader ?? '') };
  }

  get(name: string): string | undefined {
    return this.values[name];
  }

  set(name: string, value: string, options: CookieOptions): void {
    this.values[name] = options.maxAgeSeconds > 0 ? value : undefined;
    this.outgoing.set(name, serializeShopCookie(name, value, options.maxAgeSeconds, this.secure));
  }

  remove(name: string): void {
    this.set(name, '', { maxAgeSeconds: 0 });
  }

  /** The `Set-Cookie` header values for the response. */
  setCookieHeaders(): string[] {
    return [...this.outgoing.values()];
  }
}
