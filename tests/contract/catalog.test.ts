import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSportEntry, listingPriceRange, sizeGroups } from '@fanshop/core/catalog';
import { startApi, type RunningApi } from './support/api-server';
import { registeredCustomer, storefront } from './support/storefront';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const home = { path: '/', query: { filters: [] }, priceType: 'vk' as const, language: 'en-US' as const };

describe('given the listing gateway against the reference API', () => {
  it('when loading a listing, then every part of spec section 3 is read', async () => {
    const shop = storefront(api.url);
    const listing = (await shop.listing.getListing(home))!;
    expect(listing.products.length).toBeGreaterThan(0);
    expect(listing.pagination.page).toBe(1);
    expect(listing.pagination.lastPage).toBe(
      Math.ceil(listing.pagination.total / listing.pagination.perPage),
    );
    expect(listing.filters.map((f) => f.f_name)).toEqual([
      'GENERAL_Brand',
      'GENERAL_Color',
      'GENERAL_Gender',
      'GENERAL_Size',
      'price',
      'sorting',
      'addition',
      'sports',
    ]);
    expect(listing.filters.find((f) => f.f_name === 'GENERAL_Brand')!.f_id).toBe(83);
    expect(listing.filters.find((f) => f.f_name === 'sports')!.data.every(isSportEntry)).toBe(true);
    expect(listing.sorting).toEqual({ field: null, type: null });
    expect(listing.categoryTree.tree.length).toBeGreaterThan(0);
    expect(listing.categoryTree.genders.length).toBeGreaterThan(0);
    const range = listingPriceRange(listing, 'vk');
    expect(range.min).toBeLessThanOrEqual(range.max);
    for (const tile of listing.products) {
      expect(Number.isSafeInteger(tile.prices.vk)).toBe(true);
      expect(tile.image).toBe(`${api.url}/images/products/${tile.id}.svg`);
    }
  });

  it('when loading a category listing, then its trail and its sizes by scale are read', async () => {
    const shop = storefront(api.url);
    const listing = (await shop.listing.getListing({ ...home, path: '/men/jerseys/' }))!;
    expect(listing.trail).toEqual([
      { name: 'Men', url: '/men/' },
      { name: 'Clothing', url: '/men/clothing/' },
      { name: 'Jerseys', url: '/men/jerseys/' },
    ]);
    const sizes = sizeGroups(listing.filters.find((f) => f.f_name === 'GENERAL_Size')!.data);
    expect(sizes.length).toBeGreaterThan(0);
    expect(sizes.every((group) => group.scale !== null)).toBe(true);
  });

  it('when filtering by a value and sorting by price, then the selection and the order come back', async () => {
    const shop = storefront(api.url);
    const first = (await shop.listing.getListing(home))!;
    const brand = first.filters.find((f) => f.f_name === 'GENERAL_Brand')!.data.find((v) => v.count > 1)!;
    const listing = (await shop.listing.getListing({
      ...home,
      query: { filters: [brand.fv_id], sortField: 'price', sortType: 'asc' },
    }))!;
    expect(listing.selected.all).toEqual([brand.fv_id]);
    expect(listing.selected.left).toEqual([brand.fv_id]);
    expect(listing.selected.byId[String(brand.fv_id)]).toMatchObject({
      fv_id: brand.fv_id,
      f_name: 'GENERAL_Brand',
    });
    expect(listing.sorting).toEqual({ field: 'price', type: 'asc' });
    expect(listing.products.every((p) => p.brand === brand.fv_name)).toBe(true);
    const prices = listing.products.map((p) => p.prices.vk);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('when loading a jersey, then its article number, size chart and facts reach the page', async () => {
    const shop = storefront(api.url);
    const listing = (await shop.listing.getListing({
      ...home,
      path: '/search/',
      query: { filters: [], q: 'jersey' },
    }))!;
    const product = (await shop.product.getProduct(listing.products[0]!.url, 'en-US', 'vk'))!;
    expect(product.articleNumber).toMatch(/\S/);
    expect(product.sizeChart).toMatch(/clothing$/);
    expect(product.facts?.material).toMatch(/\S/);
    expect(product.facts?.care).toMatch(/\S/);
  });

  it('when searching, then q reaches the API with its spaces, and a typed plus as itself', async () => {
    const shop = storefront(api.url);
    const listing = (await shop.listing.getListing({
      ...home,
      path: '/search/',
      query: { filters: [], q: 'home jersey' },
    }))!;
    expect(listing.seo.h1).toContain('home jersey');
    const plus = (await shop.listing.getListing({
      ...home,
      path: '/search/',
      query: { filters: [], q: 'c++ jersey' },
    }))!;
    expect(plus.seo.h1).toContain('c++ jersey');
  });

  it('given a customer with a role, then listings and products are priced for it, and a guest asking for it gets vk', async () => {
    const guest = storefront(api.url);
    const shop = storefront(api.url);
    const customer = await registeredCustomer(shop);
    api.services.db.prepare('UPDATE customers SET role = ? WHERE uuid = ?').run('staff', customer.uuid);
    const tile = (await shop.listing.getListing({ ...home, priceType: 'staff' }))!.products[0]!;
    const product = (await shop.product.getProduct(tile.url, 'en-US', 'staff'))!;
    const prices = api.catalogue.cartProductByOption(product.options[0]!.id, 'en')!.prices;
    expect(tile.prices.vk).toBe(prices.staff);
    expect(product.prices.vk).toBe(prices.staff);
    const asGuest = (await guest.product.getProduct(tile.url, 'en-US', 'staff'))!;
    expect(asGuest.prices.vk).toBe(prices.vk);
  });

  it('when asking in German, then names come in German', async () => {
    const shop = storefront(api.url);
    const listing = (await shop.listing.getListing({ ...home, language: 'de-AT' }))!;
    expect(listing.filters.find((f) => f.f_name === 'GENERAL_Brand')!.title).toBe('Marke');
  });

  it('given a path without a listing, then it is null', async () => {
    const shop = storefront(api.url);
    expect(await shop.listing.getListing({ ...home, path: '/no-such-listing/' })).toBeNull();
  });
});

describe('given the product gateway against the reference API', () => {
  it('when loading a product of a listing, then sizes, pictures, breadcrumbs and related products are read', async () => {
    const shop = storefront(api.url);
    const tile = (await shop.listing.getListing(home))!.products[0]!;
    const product = (await shop.product.getProduct(tile.url, 'en-US', 'vk'))!;
    expect(product).toMatchObject({ id: tile.id, name: tile.name, url: tile.url, prices: tile.prices });
    expect(product.options.length).toBeGreaterThan(0);
    expect(product.images[0]!.url).toBe(`${api.url}/images/products/${tile.id}.svg`);
    expect(product.breadcrumbs.at(-1)).toEqual({ name: product.name, url: product.url });
    expect(product.description).not.toBe('');
  });

  it('given an unknown product, then it is null', async () => {
    const shop = storefront(api.url);
    expect(await shop.product.getProduct('/p/nothing-999999999/', 'en-US', 'vk')).toBeNull();
  });
});

describe('given the header gateway against the reference API', () => {
  it('when asking for suggestions, then phrases with counts and the paths they lead to come back', async () => {
    const shop = storefront(api.url);
    const defaults = await shop.header.autosuggest('');
    expect(defaults.length).toBeGreaterThan(0);
    const [first] = await shop.header.autosuggest('jer');
    expect(first!.phrase.toLowerCase()).toContain('jer');
    expect(first!.weight).toBeGreaterThan(0);
    // The API leads a suggestion to its listing (`/jerseys/`), not to `/search/?q=`.
    expect(first!.url).toMatch(/^\//);
  });

  it('when previewing a query or products, then tiles come back', async () => {
    const shop = storefront(api.url);
    const byQuery = await shop.header.searchPreviews({ q: 'jersey' });
    expect(byQuery.length).toBeGreaterThan(0);
    const byIds = await shop.header.searchPreviews({ productIds: byQuery.slice(0, 2).map((p) => p.id) });
    expect(byIds.map((p) => p.id)).toEqual(byQuery.slice(0, 2).map((p) => p.id));
  });

  it('when loading header data, then blog posts and previews come back', async () => {
    const shop = storefront(api.url);
    const data = await shop.header.headerData();
    expect(data.blogPosts.length).toBeGreaterThan(0);
    expect(data.blogPosts[0]!.url).toMatch(/^\/blog\/article\//);
    expect(data.previews.length).toBeGreaterThan(0);
  });

  it('when loading the menu, then desktop and mobile trees come back with roles, genders and brand logos', async () => {
    const shop = storefront(api.url);
    const menus = await shop.header.menu();
    expect(menus.desktop.length).toBeGreaterThan(0);
    expect(menus.mobile.length).toBeGreaterThan(0);
    const all = (items: typeof menus.desktop): typeof menus.desktop =>
      items.flatMap((i) => [i, ...all(i.options)]);
    const types = new Set(all([...menus.desktop, ...menus.mobile]).map((i) => i.type));
    expect([...types]).toEqual(expect.arrayContaining(['root-gender', 'root-hot', 'banners', 'banner']));
    const brand = all(menus.desktop).find((i) => i.type === 'brand' && i.data.logo);
    expect(brand?.data.logo).toMatch(new RegExp(`^${api.url}/images/brands/`));
  });
});
