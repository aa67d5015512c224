import { describe, expect, it } from 'vitest';
import { PageNotFoundError } from '../navigation/page-not-found-error.js';
import { LoadListing } from './load-listing.js';
import { InMemoryListingGateway } from './testing/in-memory-listing-gateway.js';
import { ListingMother, V } from './testing/listing-mother.js';

describe('LoadListing', () => {
  it('given a listing path and its URL query, when loading, then the gateway gets the decoded filters', async () => {
    const gateway = new InMemoryListingGateway().with('/men/jerseys/', ListingMother.menJerseys());
    const loaded = await new LoadListing(gateway).execute({
      path: '/men/jerseys/',
      query: `?filters=${V.puma},x,${V.nike}&priceMin=20&sortField=price&page=2&q=ignored+here`,
      priceType: 'premium',
      language: 'de-AT',
    });
    expect(gateway.requests).toEqual([
      {
        path: '/men/jerseys/',
        query: { filters: [V.nike, V.puma], priceMin: 20, page: 2 },
        priceType: 'premium',
        language: 'de-AT',
      },
    ]);
    expect(loaded.listing.seo.h1).toBe('Jerseys');
  });

  it('given the search page, when loading, then the normalised query goes along', async () => {
    const gateway = new InMemoryListingGateway().with('/search/', ListingMother.listing());
    const loaded = await new LoadListing(gateway).execute({
      path: '/search/',
      query: 'q=++red+++shoes+',
      priceType: 'vk',
      language: 'en-US',
    });
    expect(gateway.requests[0]?.query).toEqual({ filters: [], q: 'red shoes' });
    expect(loaded.location.query.q).toBe('red shoes');
  });

  it('given a loaded listing, then the filter selection and location start from it', async () => {
    const listing = ListingMother.menJerseys({ selected: [V.red], currentPage: 2 });
    const gateway = new InMemoryListingGateway().with('/men/jerseys/', listing);
    const loaded = await new LoadListing(gateway).execute({
      path: '/men/jerseys/?stale=1',
      query: '',
      priceType: 'staff',
      language: 'en-US',
    });
    expect(loaded.selection.current.values).toEqual({ GENERAL_Color: [V.red], GENERAL_Gender: [V.male] });
    expect(loaded.selection.pageValues).toEqual([V.male]);
    expect(loaded.selection.page).toBe(2);
    expect(loaded.location).toEqual({
      path: '/men/jerseys/',
      query: { filters: [] },
      priceType: 'staff',
      priceRange: listing.price.range.role,
    });
  });

  it('given no listing at the path, when loading, then it is a fatal 404', async () => {
    const load = new LoadListing(new InMemoryListingGateway()).execute({
      path: '/nowhere/',
      query: '',
      priceType: 'vk',
      language: 'en-US',
    });
    await expect(load).rejects.toBeInstanceOf(PageNotFoundError);
    await expect(load).rejects.toMatchObject({ status: 404, message: 'Page Not Found: /nowhere/' });
  });

  it('given the API answers 404, when loading, then it is a fatal 404 too', async () => {
    const gateway = new InMemoryListingGateway();
    gateway.failure = { status: 404, data: {} };
    const load = new LoadListing(gateway).execute({
      path: '/gone/',
      query: '',
      priceType: 'vk',
      language: 'en-US',
    });
    await expect(load).rejects.toMatchObject({ code: 'page-not-found', path: '/gone/' });
  });

  it('given another API failure, when loading, then it passes unchanged', async () => {
    const gateway = new InMemoryListingGateway();
    const failure = { status: 503, data: {} };
    gateway.failure = failure;
    const load = new LoadListing(gateway).execute({
      path: '/men/',
      query: '',
      priceType: 'vk',
      language: 'en-US',
    });
    await expect(load).rejects.toBe(failure);
  });
});
