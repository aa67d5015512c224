import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** The cookie that marks a browser which has logged in to an account before. */
export const DEVICE_COOKIE = 'fanshop_device';

/** How many accounts one browser's cookie remembers (the newest logins). */
const MAX_ACCOUNTS = 5;
const ENTRY = /^(\d{1,12})\.([A-Za-z0-9_-]{16,32})\.([A-Za-z0-9_-]{43})$/;

/** One account a browser has logged in to: the account, a random id of the browser, and the signature. */
export interface DeviceEntry {
  readonly customerId: number;
  readonly nonce: string;
}

/**
 * Device cookies (OWASP, "Slow down online guessing attacks with device cookies"): after a successful
 * login the API signs `customerId.nonce` with a server secret and keeps it in an HttpOnly cookie. A later
 * login to that account from the same browser is told apart from a stranger's guessing, so the account's
 * slowing down does not apply to it; its failures count against the browser's entry instead.
 */
export class DeviceCookies {
  constructor(
    private readonly secret: Buffer,
    private readonly options: {
      readonly secure: boolean;
      readonly maxAgeSeconds: number;
      /** The shared cookie domain, so a login on any of the shop's hosts counts the same device. */
      readonly domain?: string;
    },
  ) {}

  /** The entries of a cookie value whose signature holds; anything else is ignored. */
  read(value: string | undefined): DeviceEntry[] {
    if (!value) return [];
    const entries: DeviceEntry[] = [];
    for (const part of value.split('~').slice(0, MAX_ACCOUNTS)) {
      const match = ENTRY.exec(part);
      if (!match) continue;
      const [, id = '', nonce = '', signature = ''] = match;
      const expected = Buffer.from(this.#sign(`${id}.${nonce}`), 'base64url');
      const given = Buffer.from(signature, 'base64url');
      if (given.length === expected.length && timingSafeEqual(given, expected)) {
        entries.push({ customerId: Number(id), nonce });
      }
    }
    return entries;
  }

  /** The entry of this account in the cookie, if the browser has logged in to it before. */
  find(value: string | undefined, customerId: number): DeviceEntry | undefined {
    return this.read(value).find((entry) => entry.customerId === customerId);
  }

  /**
   * The `Set-Cookie` value after a successful login: this account's entry first (kept, or new), then the
   * browser's other accounts, at most five.
   */
  remember(value: string | undefined, customerId: number): string {
    const entries = this.read(value);
    const own = entries.find((entry) => entry.customerId === customerId) ?? {
      customerId,
      nonce: randomBytes(16).toString('base64url'),
    };
    const kept = [own, ...entries.filter((entry) => entry.customerId !== customerId)].slice(0, MAX_ACCOUNTS);
    const cookie = kept
      .map((e) => `${e.customerId}.${e.nonce}.${this.#sign(`${e.customerId}.${e.nonce}`)}`)
      .join('~');
    // Lax: sent on the storefront's own calls (same site, other port or subdomain), not from other sites.
    // Only the login route reads it.
    return (
      `${DEVICE_COOKIE}=${cookie}; Max-Age=${this.options.maxAgeSeconds}; Path=/api/v1/auth/; HttpOnly; ` +
      `SameSite=Lax${this.options.secure ? '; Secure' : ''}${this.options.domain ? `; Domain=${this.options.domain}` : ''}`
    );
  }

  #sign(payload: string): string {
    return createHmac('sha256', this.secret).update(payload).digest('base64url');
  }
}

/** A fresh secret for signing device cookies. */
export function newDeviceSecret(): Buffer {
  return randomBytes(32);
}
