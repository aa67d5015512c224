import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Form tokens against cross-site request forgery: an HMAC over the visitor's identity and the
 * issue time, so a token works only for that visitor and only for `ttlMs`.
 */
export class FormTokens {
  constructor(
    private readonly now: () => number,
    private readonly ttlMs = 2 * 60 * 60 * 1000,
    private readonly secret: Buffer = randomBytes(32),
  ) {}

  issue(subject: string): string {
    const issued = String(this.now());
    return `${issued}.${this.#mac(subject, issued)}`;
  }

  verify(subject: string, token: unknown): boolean {
    if (typeof token !== 'string') return false;
    const [issued = '', mac = ''] = token.split('.');
    const at = Number(issued);
    if (!/^\d{1,15}$/.test(issued) || this.now() - at > this.ttlMs || at > this.now() + 60_000) return false;
    const expected = Buffer.from(this.#mac(subject, issued));
    const actual = Buffer.from(mac);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  #mac(subject: string, issued: string): string {
    return createHmac('sha256', this.secret).update(`${subject}\n${issued}`).digest('base64url');
  }
}
