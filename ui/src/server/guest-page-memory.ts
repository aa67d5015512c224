import type { Clock } from '@fanshop/core/shared';
import { SharedAnswers } from '../composition/shared-answers';
import { SERVER_GUEST_READ_TTL_MS } from '../composition/shared-guest-reads';

/**
 * A page ready to send: its status, the headers every copy carries (cache policy, `Vary`), its UTF-8
 * bytes (null for a bare status) and its entity tag (only a page a shared cache may keep has one).
 */
export interface PreparedPage {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly bytes: Uint8Array | null;
  readonly tag: string | null;
}

/**
 * How long one rendered guest page answers every guest asking for it without cookies: as long as the
 * catalogue answers it is made from are shared (`SERVER_GUEST_READ_TTL_MS`, ADR 0013), so a page is at
 * most twice that old, far less than the shared cache in front keeps it (60 s and more, ADR 0016).
 */
export const GUEST_PAGE_TTL_MS = SERVER_GUEST_READ_TTL_MS;

/** At most this many pages are kept (about 70 kB each, a listing): a crawler's walk pushes out the oldest. */
export const GUEST_PAGES_KEPT = 64;

/**
 * Where the memory keeps a request's page, or undefined when the request may not share one. Only a
 * request without cookies qualifies: a guest with a cart, a wishlist or a language cookie may see a page
 * of their own, and a customer always does. The scheme is part of the key because it decides the
 * cookies' `Secure` flag (a shared page sets none, but the key should not rely on that).
 */
export function guestPageKey(
  cookieHeader: string | undefined,
  secure: boolean,
  url: string,
): string | undefined {
  if (cookieHeader !== undefined && cookieHeader.trim() !== '') return undefined;
  return `${secure ? 'https' : 'http'} ${url}`;
}

/**
 * The guest pages of a storefront process (ADR 0030): the first request without cookies for a page
 * renders it; while that render runs and for `GUEST_PAGE_TTL_MS` after, every other such request gets
 * the same prepared page (and `PageEncoder` its compressed bytes), where each used to render it anew.
 * Only a page a shared cache may keep is kept (a guest page of a shared type, status 200, no cookie
 * set): for any other the loader's answer is null and each request renders its own. A failed render is
 * not kept.
 */
export class GuestPageMemory {
  private readonly pages: SharedAnswers;

  constructor(clock: Clock) {
    this.pages = new SharedAnswers(clock, GUEST_PAGE_TTL_MS, GUEST_PAGES_KEPT);
  }

  /**
   * The kept page for `key`, or the one `render` prepares when there is none; null when the page may
   * not be shared (the caller renders its own).
   */
  page(key: string, render: () => Promise<PreparedPage | null>): Promise<PreparedPage | null> {
    return this.pages.get(key, async () => {
      const page = await render();
      return page?.tag ? page : null;
    });
  }
}
