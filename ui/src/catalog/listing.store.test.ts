import { describe, expect, it } from 'vitest';
import { ListingMother, V, serverError } from '@fanshop/core/testing';
import { PageNotFoundError, splitUrl } from '@fanshop/core/navigation';
import { SORT_OPTIONS } from '@fanshop/core/catalog';
import { createTestShop, type TestShop } from '../testing/test-shop';
import type { ListingStore } from './listing.store';

function shopWith(
  path: string,
  listing = ListingMother.menJerseys(),
): { shop: TestShop; store: ListingStore } {
  const shop = createTestShop();
  shop.fakes.listing.with(path, listing);
  return { shop, store: shop.services.listing };
}

/** What the router does after a navigation: loads the listing of the new URL. */
async function follow(shop: TestShop, store: ListingStore): Promise<string> {
  const url = shop.fakes.navigator.visits.at(-1) ?? '';
  const { path, query } = splitUrl(url);
  await store.load({ path, query, language: 'en-US' });
  return url;
}

describe('ListingStore', () => {
  it('given a listing URL, when loaded, then the gateway gets the path, the decoded filters and the price type', async () => {
    const { shop, store } = shopWith('/men/jerseys/');
    shop.services.session.hydrate({ loggedIn: true, account: null, priceType: 'premium' });

    await store.load({
      path: '/men/jerseys/',
      query: '?filters=103,101&sortField=price&sortType=asc',
      language: 'de-AT',
    });

    const request = shop.fakes.listing.requests[0];
    expect(request?.path).toBe('/men/jerseys/');
    expect(request?.query.filters).toEqual([101, 103]);
    expect(request?.query.sortField).toBe('price');
    expect(request?.priceType).toBe('premium');
    expect(request?.language).toBe('de-AT');
    expect(store.listing?.products).toHaveLength(3);
  });

  it('when a value is toggled, then it navigates to the URL of the selection and ignores changes until the next listing', async () => {
    const { shop, store } = shopWith('/men/jerseys/');
    await store.load({ path: '/men/jerseys/', query: '', language: 'en-US' });

    store.toggleValue('GENERAL_Brand', V.nike);
    store.toggleValue('GENERAL_Brand', V.adidas);

    expect(shop.fakes.navigator.visits).toEqual(['/men/jerseys/?filters=101']);
    expect(store.submitting).toBe(true);
  });

  it('when the listing of the applied URL arrives, then a link to it reproduces the selection', async () => {
    const { shop, store } = shopWith('/men/jerseys/');
    await store.load({ path: '/men/jerseys/', query: '', language: 'en-US' });
    store.toggleValue('GENERAL_Brand', V.nike);
    // The API answers the new URL with Nike selected.
    shop.fakes.listing.with('/men/jerseys/', ListingMother.menJerseys({ selected: [V.nike] }));
    await follow(shop, store);

    expect(store.submitting).toBe(false);
    store.toggleValue('GENERAL_Color', V.red);
    expect(shop.fakes.navigator.visits.at(-1)).toBe('/men/jerseys/?filters=101,201');
  });

  it('when a page-level value is unchecked, then it goes to /search/ with every other value spelled out', async () => {
    const { shop, store } = shopWith('/men/jerseys/', ListingMother.menJerseys({ selected: [V.nike] }));
    await store.load({ path: '/men/jerseys/', query: '?filters=101', language: 'en-US' });

    store.toggleValue('GENERAL_Gender', V.male);

    expect(shop.fakes.navigator.visits).toEqual(['/search/?filters=101']);
  });

  it('when the default sort is chosen after another, then the sorting leaves the URL', async () => {
    const listing = ListingMother.menJerseys({ sorting: { field: 'price', type: 'asc' } });
    const { shop, store } = shopWith('/men/jerseys/', listing);
    await store.load({
      path: '/men/jerseys/',
      query: '?sortField=price&sortType=asc',
      language: 'en-US',
    });

    store.sortBy(SORT_OPTIONS[0]!);

    expect(shop.fakes.navigator.visits).toEqual(['/men/jerseys/']);
  });

  it('when the price equals the role range, then it stays out of the URL; otherwise it goes in with the price type', async () => {
    const { shop, store } = shopWith('/men/jerseys/');
    await store.load({ path: '/men/jerseys/', query: '', language: 'en-US' });
    expect(store.priceRange).toEqual({ min: 4, max: 1200 });

    store.setPrice(4, 1200);
    expect(shop.fakes.navigator.visits).toEqual([]);

    store.setPrice(20, 1200);
    expect(shop.fakes.navigator.visits).toEqual(['/men/jerseys/?priceMin=20&priceType=vk']);
  });

  it('given page 3, when a filter changes, then the new listing starts at page 1; page links keep the filters', async () => {
    const listing = ListingMother.menJerseys({ selected: [V.red], currentPage: 3, lastPage: 5 });
    const { shop, store } = shopWith('/men/jerseys/', listing);
    await store.load({ path: '/men/jerseys/', query: '?filters=201&page=3', language: 'en-US' });

    expect(store.pageUrl(4)).toBe('/men/jerseys/?filters=201&page=4');
    expect(store.pageUrl(1)).toBe('/men/jerseys/?filters=201');

    store.toggleValue('GENERAL_Brand', V.puma);
    expect(shop.fakes.navigator.visits).toEqual(['/men/jerseys/?filters=103,201']);
  });

  it('given a shown listing, when the next one fails, then the products stay, the error shows, and retry loads it', async () => {
    const { shop, store } = shopWith('/men/jerseys/');
    await store.load({ path: '/men/jerseys/', query: '', language: 'en-US' });
    store.toggleValue('GENERAL_Brand', V.nike);
    shop.fakes.listing.failure = serverError(503);

    await follow(shop, store);

    expect(store.status).toBe('error');
    expect(store.listing?.products).toHaveLength(3);
    expect(store.submitting).toBe(false);

    shop.fakes.listing.failure = undefined;
    await store.retry();
    expect(store.status).toBe('idle');
    expect(shop.fakes.listing.requests.at(-1)?.query.filters).toEqual([V.nike]);
  });

  it('given no listing yet, when loading fails, then the error reaches the router (error page)', async () => {
    const { shop, store } = shopWith('/men/jerseys/');
    shop.fakes.listing.failure = serverError(500);
    await expect(store.load({ path: '/men/jerseys/', query: '', language: 'en-US' })).rejects.toMatchObject({
      status: 500,
    });
  });

  it('given an unknown path, when loaded, then it is the 404 page', async () => {
    const { store } = shopWith('/men/jerseys/');
    await expect(store.load({ path: '/nowhere/', query: '', language: 'en-US' })).rejects.toBeInstanceOf(
      PageNotFoundError,
    );
  });

  it('given the server state, when hydrated, then the browser shows the same listing and selection without a fetch', async () => {
    const { shop, store } = shopWith('/men/jerseys/', ListingMother.menJerseys({ selected: [V.nike] }));
    await store.load({ path: '/men/jerseys/', query: '?filters=101', language: 'en-US' });
    const state = JSON.parse(JSON.stringify(store.dehydrate())) as unknown;

    const browser = createTestShop();
    const hydrated = browser.services.listing;
    hydrated.hydrate(state);

    expect(browser.fakes.listing.requests).toHaveLength(0);
    expect(hydrated.listing?.products.map((p) => p.id)).toEqual(store.listing?.products.map((p) => p.id));
    expect(hydrated.chips.map((chip) => (chip.kind === 'value' ? chip.label : 'price'))).toEqual([
      'Nike',
      'Men',
    ]);
    hydrated.toggleValue('GENERAL_Color', V.red);
    expect(browser.fakes.navigator.visits).toEqual(['/men/jerseys/?filters=101,201']);
    expect(shop.fakes.navigator.visits).toEqual([]);
  });
});
