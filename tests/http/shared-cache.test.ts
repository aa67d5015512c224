import { beforeAll, describe, expect, inject, it } from 'vitest';
import { demoCustomerCookies } from '../support/demo-sign-in';
import { SharedCacheModel } from './support/shared-cache-model';

const shop = inject('shop');

/** A demo customer's cookies after signing in, in English. */
async function signIn(email: string): Promise<string> {
  return `${await demoCustomerCookies(shop.api, email)}; i18next=en-US`;
}

const premiumMarks = ['"priceType":"premium"', 'premium@fanshop.test'];
const guestCookies = `__uuhlat=u${crypto.randomUUID()}; i18next=de-AT`;

describe('given a shared cache in front of the storefront', () => {
  let premium = '';
  let staff = '';
  let pages: string[] = [];

  beforeAll(async () => {
    [premium, staff] = await Promise.all([signIn('premium@fanshop.test'), signIn('staff@fanshop.test')]);
    const listing = await (await fetch(`${shop.storefront}/men/`)).text();
    const product = /href="(\/p\/[^"]+\/)"/.exec(listing)?.[1];
    expect(product).toBeDefined();
    pages = ['/', '/men/', '/men/jerseys/', '/search/?q=jersey', product!, '/de/herren/', '/wishlist/'];
  });

  it.each(['cdn', 'shared'] as const)(
    'when a premium customer asks first, then neither a guest nor a staff customer ever gets their prices, even from a cache that ignores cookies (%s)',
    async (kind) => {
      const cache = new SharedCacheModel(shop.storefront, { kind });
      for (const path of pages) {
        const first = await cache.get(path, { cookie: premium });
        // The customer's own page shows their role prices: the check below means something.
        for (const mark of premiumMarks) expect(first.body, path).toContain(mark);
        expect(first.headers.get('cache-control'), path).toBe('private, no-store');
        for (const visitor of [{}, { cookie: guestCookies }, { cookie: staff }, {}] as Record<
          string,
          string
        >[]) {
          const answer = await cache.get(path, visitor);
          for (const mark of premiumMarks)
            expect(answer.body, `${path} ${JSON.stringify(visitor)}`).not.toContain(mark);
        }
      }
    },
  );

  it('when guests ask, then the shared pages are served from the cache, the same bytes for every guest', async () => {
    const cache = new SharedCacheModel(shop.storefront);
    for (const path of pages.filter((p) => p !== '/wishlist/')) {
      const first = await cache.get(path);
      expect(first.hit, path).toBe(false);
      const other = await cache.get(path, { cookie: guestCookies });
      expect(other.hit, path).toBe(true);
      expect(other.body).toBe(first.body);
      expect(first.headers.get('set-cookie'), path).toBeNull();
    }
    const wishlist = [await cache.get('/wishlist/'), await cache.get('/wishlist/')];
    expect(wishlist.map((a) => a.hit)).toEqual([false, false]);
  });

  it('when the cache reads only Cache-Control, then it asks the storefront every time and gets a 304 for an unchanged page', async () => {
    const cache = new SharedCacheModel(shop.storefront, { kind: 'shared' });
    for (const path of pages.filter((p) => p !== '/wishlist/')) {
      const first = await cache.get(path);
      const other = await cache.get(path, { cookie: guestCookies });
      expect([other.hit, other.revalidated], path).toEqual([false, true]);
      expect(other.body).toBe(first.body);
    }
  });

  it('when the cache bypasses customers as the deploy example does, then each customer always gets their own prices', async () => {
    const cache = new SharedCacheModel(shop.storefront, {
      bypass: (headers) => /(?:^|;)\s*__uul=[^;\s]/.test(headers.get('cookie') ?? ''),
    });
    for (const path of pages.slice(0, 5)) {
      await cache.get(path);
      const ownPremium = await cache.get(path, { cookie: premium });
      const ownStaff = await cache.get(path, { cookie: staff });
      expect(ownPremium.hit || ownStaff.hit).toBe(false);
      expect(ownPremium.body).toContain('"priceType":"premium"');
      expect(ownStaff.body).toContain('"priceType":"staff"');
    }
  });

  it('when a stored page is revalidated, then the storefront answers 304 and the cache keeps serving it', async () => {
    let now = Date.now();
    const cache = new SharedCacheModel(shop.storefront, { now: () => now });
    const first = await cache.get('/men/', { 'accept-encoding': 'gzip' });
    now += 3_600_000;
    const later = await cache.get('/men/', { 'accept-encoding': 'gzip' });
    expect(later.hit).toBe(false);
    expect(later.body).toBe(first.body);
    const tag = first.headers.get('etag')!;
    const direct = await fetch(`${shop.storefront}/men/`, {
      headers: { 'if-none-match': tag, 'accept-encoding': 'gzip' },
    });
    expect(direct.status).toBe(304);
    expect(direct.headers.get('etag')).toBe(tag);
  });
});

describe('given the browser’s own cache', () => {
  let premium = '';

  beforeAll(async () => {
    premium = await signIn('premium@fanshop.test');
  });

  it('when a guest signs in and loads a page they saw as a guest a minute before, then they get their own page, not the kept copy', async () => {
    let now = Date.now();
    const browser = new SharedCacheModel(shop.storefront, { kind: 'browser', now: () => now });
    for (const path of ['/', '/men/', '/men/jerseys/', '/search/?q=jersey', '/de/herren/']) {
      const asGuest = await browser.get(path, { cookie: guestCookies, 'accept-encoding': 'gzip' });
      expect(asGuest.body, path).toContain('"loggedIn":false');
      now += 60_000;
      const signedIn = await browser.get(path, { cookie: premium, 'accept-encoding': 'gzip' });
      expect(signedIn.hit, path).toBe(false);
      for (const mark of premiumMarks) expect(signedIn.body, path).toContain(mark);
    }
  });

  it('when a guest loads a page again, then the browser asks with its tag and the storefront answers 304', async () => {
    let now = Date.now();
    const browser = new SharedCacheModel(shop.storefront, { kind: 'browser', now: () => now });
    const first = await browser.get('/men/', { cookie: guestCookies });
    now += 1_000;
    const again = await browser.get('/men/', { cookie: guestCookies });
    expect([again.hit, again.revalidated]).toEqual([false, true]);
    expect(again.body).toBe(first.body);
  });
});
