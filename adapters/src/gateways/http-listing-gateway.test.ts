import { describe, expect, it } from 'vitest';
import { Gender, ResponseParseError } from '@fanshop/core/shared';
import { HttpListingGateway, listingQuery } from './http-listing-gateway.js';
import { aListingAnswer } from './testing/api-answers.js';
import { API_BASE, failureOf, gatewayHarness } from './testing/gateway-harness.js';

const request = {
  path: '/men/jerseys/',
  query: { filters: [4001] },
  priceType: 'vk' as const,
  language: 'de-AT' as const,
};

function setup() {
  const harness = gatewayHarness();
  return { ...harness, listings: new HttpListingGateway(harness.http) };
}

describe('listingQuery', () => {
  it('writes the path, then the filter parameters in the order of the spec, q with its spaces as plus signs and a typed plus apart', () => {
    expect(
      listingQuery({
        path: '/search/',
        query: {
          filters: [12, 40],
          priceMin: 10,
          priceMax: 99.5,
          sortField: 'price',
          sortType: 'asc',
          page: 2,
          q: 'red+ scarf',
        },
        priceType: 'premium',
        language: 'en-US',
      }),
    ).toBe(
      'path=%2Fsearch%2F&filters=12,40&priceMin=10&priceMax=99.5&priceType=premium&sortField=price&sortType=asc&page=2&q=red%2B+scarf',
    );
  });

  it('leaves out a sorting with only one half and empty parameters', () => {
    expect(listingQuery({ ...request, query: { filters: [], sortField: 'price' } })).toBe(
      'path=%2Fmen%2Fjerseys%2F&priceType=vk',
    );
  });
});

describe('HttpListingGateway', () => {
  it('when loading a listing, then it is asked for in the request language', async () => {
    const { listings, transport } = setup();
    transport.answer(`GET /api/v1/listing/?${listingQuery(request)}`, {
      status: 200,
      data: aListingAnswer(),
    });
    await listings.getListing(request);
    expect(transport.sent[0]!.headers['accept-language']).toBe('de-AT');
  });

  it('when loading a listing, then the answer is mapped onto the core listing', async () => {
    const { listings, transport } = setup();
    transport.answer(`GET /api/v1/listing/?${listingQuery(request)}`, {
      status: 200,
      data: aListingAnswer(),
    });
    const listing = (await listings.getListing(request))!;
    expect(listing.products.map((p) => p.id)).toEqual([101, 102]);
    expect(listing.products[0]!.image).toBe(`${API_BASE}/images/products/101.svg`);
    expect(listing.pagination).toEqual({ page: 1, perPage: 24, total: 30, lastPage: 2 });
    expect(listing.selected).toMatchObject({
      top: [4001],
      left: [4001],
      last: [4001],
      all: [4001],
      page: [],
    });
    expect(listing.selected.byId['4001']).toMatchObject({ f_id: 95, fv_id: 4001 });
    expect(listing.categoryTree.tree[0]).toEqual({
      id: 7,
      name: 'Jerseys',
      url: '/men/jerseys/',
      count: 30,
      active: true,
      children: [],
    });
    expect(listing.categoryTree.genders).toEqual([Gender.male, Gender.kids]);
    expect(listing.price.range.role).toEqual({ min: 5, max: 150 });
    expect(listing.seo.text).toBeNull();
    expect(listing.seo.alternates).toEqual({ 'en-US': '/men/jerseys/', 'de-AT': '/herren/trikots/' });
    const sports = listing.filters.find((f) => f.f_name === 'sports')!;
    expect(sports.data[0]).toMatchObject({ fv_id: 4001, id: 1, pivot: [{ fv_id: 4011, id: 11, pivot: [] }] });
  });

  it('given no sorting was chosen, then the listing names none even though the API names its default', async () => {
    const { listings, transport } = setup();
    transport.answer(`GET /api/v1/listing/?${listingQuery(request)}`, {
      status: 200,
      data: aListingAnswer(),
    });
    expect((await listings.getListing(request))!.sorting).toEqual({ field: null, type: null });
  });

  it('given a chosen sorting, then the applied one is read', async () => {
    const { listings, transport } = setup();
    const sorted = { ...request, query: { filters: [], sortField: 'price', sortType: 'asc' as const } };
    const answer = { ...aListingAnswer(), sorting: { field: 'price', type: 'asc', options: [] } };
    transport.answer(`GET /api/v1/listing/?${listingQuery(sorted)}`, { status: 200, data: answer });
    expect((await listings.getListing(sorted))!.sorting).toEqual({ field: 'price', type: 'asc' });
  });

  it('given the API names the trail to the page, then the listing carries it; an answer without one or with a broken one has none', async () => {
    const trail = [
      { name: 'Men', url: '/men/' },
      { name: 'Jerseys', url: '/men/jerseys/' },
    ];
    const answers = [
      { ...aListingAnswer(), breadcrumbs: trail },
      aListingAnswer(),
      { ...aListingAnswer(), breadcrumbs: [{ name: 'Men', url: 'https://elsewhere.test/' }] },
    ];
    const read = [];
    for (const answer of answers) {
      const { listings, transport } = setup();
      transport.answer(`GET /api/v1/listing/?${listingQuery(request)}`, { status: 200, data: answer });
      read.push((await listings.getListing(request))!.trail);
    }
    expect(read).toEqual([trail, undefined, undefined]);
  });

  it('given a path without a listing (404), then the listing is null', async () => {
    const { listings, transport } = setup();
    transport.answer(`GET /api/v1/listing/?${listingQuery(request)}`, {
      status: 404,
      data: { errors: { path: 'not found' } },
    });
    expect(await listings.getListing(request)).toBeNull();
  });

  it('given a filter type the shop does not know, then it fails to parse naming it', async () => {
    const { listings, transport } = setup();
    const answer = aListingAnswer();
    answer.filters[0]!.f_type = 'slider';
    transport.answer(`GET /api/v1/listing/?${listingQuery(request)}`, { status: 200, data: answer });
    const error = await failureOf(listings.getListing(request));
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as Error).message).toBe('failed to parse the server response: data.filters[0].f_type');
  });
});
