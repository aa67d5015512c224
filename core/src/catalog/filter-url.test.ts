import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { centsToEuros, eurosToCents, parsePrice } from '../pricing/money.js';
import { priceRangeFor } from '../pricing/role.js';
import { MemoryLogger } from '../shared/testing/memory-logger.js';
import {
  saveGroups,
  selectionFromListing,
  setPriceRange,
  toggleFilterValue,
  toggleSorting,
} from './filter-selection.js';
import {
  decodeFilterQuery,
  decodeListingQuery,
  encodeFilterQuery,
  writeFilterQuery,
  type FilterLocation,
  filterQueryFor,
  filterTargetPath,
  filterUrl,
  isSearchPath,
  nextFilterUrl,
  normaliseFilterQuery,
} from './filter-url.js';
import { parseQueryString } from '../shared/query-string.js';
import { SORT_OPTIONS } from './sort-options.js';
import { filterQueryArb, priceRangeArb } from './testing/filter-query-arbitraries.js';
import { ListingMother, V } from './testing/listing-mother.js';

const decode = (query: string) => decodeFilterQuery(parseQueryString(query));
const vk = { min: 4, max: 1200 };

/** The parameters a listing URL may hold (spec section 7, then `page` and `q`). */
const LISTING_URL_PARAMS = [
  'filters',
  'priceMin',
  'priceMax',
  'priceType',
  'sortField',
  'sortType',
  'page',
  'q',
];

describe('encoding the filter query', () => {
  it('given a full query, then the parameters come in spec order with readable commas', () => {
    const encoded = encodeFilterQuery(
      {
        filters: [203, 101, 5],
        priceMin: 20,
        priceMax: 150,
        priceType: 'premium',
        sortField: 'price',
        sortType: 'asc',
        page: 2,
      },
      vk,
    );
    expect(encoded).toBe(
      'filters=5,101,203&priceMin=20&priceMax=150&priceType=premium&sortField=price&sortType=asc&page=2',
    );
  });

  it('given nothing selected, then the query is empty', () => {
    expect(encodeFilterQuery({ filters: [] })).toBe('');
  });

  it('given repeated or unordered ids, then they are written once, ascending', () => {
    expect(encodeFilterQuery({ filters: [3, 1, 3, 2, 1] })).toBe('filters=1,2,3');
  });

  it('given prices equal to the role range bounds, then they stay out of the URL', () => {
    expect(encodeFilterQuery({ filters: [], priceMin: 4, priceMax: 1200, priceType: 'vk' })).toBe('');
    expect(encodeFilterQuery({ filters: [], priceMin: 8, priceMax: 810, priceType: 'staff' })).toBe('');
    expect(encodeFilterQuery({ filters: [], priceMin: 8, priceMax: 891, priceType: 'pro' })).toBe('');
  });

  it('given one side different from its bound, then only that side goes in, with the price type', () => {
    expect(encodeFilterQuery({ filters: [], priceMin: 4, priceMax: 100, priceType: 'premium' })).toBe(
      'priceMax=100&priceType=premium',
    );
    expect(encodeFilterQuery({ filters: [], priceMin: 10, priceMax: 1080, priceType: 'premium' })).toBe(
      'priceMin=10&priceType=premium',
    );
  });

  it('given the listing answered its own range, then its bounds decide', () => {
    expect(encodeFilterQuery({ filters: [], priceMin: 4, priceMax: 300 }, { min: 10, max: 300 })).toBe(
      'priceMin=4',
    );
  });

  it('given the price type alone, then it stays out (it only qualifies prices)', () => {
    expect(encodeFilterQuery({ filters: [1], priceType: 'pro' })).toBe('filters=1');
  });

  it('given only half a sorting to write as it is, then no sorting goes in', () => {
    expect(writeFilterQuery({ filters: [], sortField: 'price' })).toBe('');
    expect(writeFilterQuery({ filters: [], sortType: 'asc' })).toBe('');
    expect(writeFilterQuery({ filters: [], sortField: 'price', sortType: 'asc' })).toBe(
      'sortField=price&sortType=asc',
    );
  });

  it('given only half a sorting, then no sorting goes in', () => {
    expect(encodeFilterQuery({ filters: [], sortField: 'price' })).toBe('');
    expect(encodeFilterQuery({ filters: [], sortType: 'desc' })).toBe('');
    expect(encodeFilterQuery({ filters: [], sortField: 'added_at', sortType: 'desc' })).toBe(
      'sortField=added_at&sortType=desc',
    );
  });

  it('given a price that is no number, negative or not finite, then it stays out and nothing throws', () => {
    for (const bad of ['20', -1, Number.NaN, Number.POSITIVE_INFINITY, 1e300]) {
      expect(encodeFilterQuery({ filters: [], priceMin: bad as number, priceMax: bad as number }, vk)).toBe(
        '',
      );
    }
  });

  it('given a page that is not a safe whole number above 1, then no page goes in', () => {
    for (const page of [1, 0, -2, 2.5, Number.NaN, 2 ** 53]) {
      expect(encodeFilterQuery({ filters: [], page }), `page ${page}`).toBe('');
    }
    expect(encodeFilterQuery({ filters: [], page: 2 })).toBe('page=2');
  });

  it('given page 1, then no page goes in', () => {
    expect(encodeFilterQuery({ filters: [], page: 1 })).toBe('');
    expect(encodeFilterQuery({ filters: [], page: 3 })).toBe('page=3');
  });

  it('given a search query, then it is normalised with plus signs and commas kept', () => {
    expect(encodeFilterQuery({ filters: [], q: '  red   shoes, 42 ' })).toBe('q=red+shoes,+42');
    expect(encodeFilterQuery({ filters: [], q: 'ä&b=c' })).toBe('q=%C3%A4%26b%3Dc');
    expect(encodeFilterQuery({ filters: [], q: 'a' })).toBe('');
  });
});

describe('decoding the filter query', () => {
  it('given a URL the shop wrote, then every parameter is read back', () => {
    expect(
      decode(
        '?filters=5,101,203&priceMin=20&priceMax=150.5&priceType=premium&sortField=price&sortType=asc&page=2&q=red+shoes',
      ),
    ).toEqual({
      filters: [5, 101, 203],
      priceMin: 20,
      priceMax: 150.5,
      priceType: 'premium',
      sortField: 'price',
      sortType: 'asc',
      page: 2,
      q: 'red shoes',
    });
  });

  it('given bad values, then each is ignored on its own', () => {
    expect(
      decode(
        'filters=3,x,-1,1.5,,2,3&priceMin=cheap&priceMax=-4&priceType=boss&sortField=price&sortType=up&page=0&q=a',
      ),
    ).toEqual({ filters: [2, 3] });
    expect(decode('page=two&sortField=price;drop&sortType=asc')).toEqual({ filters: [] });
  });

  it('given values padded with spaces (a + in the URL), then they are read trimmed', () => {
    expect(
      decode('filters=+101+,102+&priceType=+premium+&priceMin=+20&sortField=+price+&sortType=+asc+&page=+2+'),
    ).toEqual({
      filters: [101, 102],
      priceMin: 20,
      priceType: 'premium',
      sortField: 'price',
      sortType: 'asc',
      page: 2,
    });
  });

  it('given ids and pages that are not whole digits, beyond safe integers or page 1, then they are ignored', () => {
    expect(decode('filters=0,x7,7x,99999999999999999999&page=1')).toEqual({ filters: [0] });
    expect(decode('filters=&page=99999999999999999999')).toEqual({ filters: [] });
    expect(decode('page=2x')).toEqual({ filters: [] });
    expect(decode('page=x2')).toEqual({ filters: [] });
    expect(decode('page=1e3')).toEqual({ filters: [] });
  });

  it('given repeated filters parameters, then their ids are merged', () => {
    expect(decodeFilterQuery({ filters: ['3,1', '2'] })).toEqual({ filters: [1, 2, 3] });
  });

  it('never throws, whatever the record holds', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...LISTING_URL_PARAMS, 'x'), fc.anything()), (record) => {
        const query = decodeFilterQuery(record as never);
        expect(query.filters.every((id) => Number.isSafeInteger(id) && id >= 0)).toBe(true);
      }),
    );
    fc.assert(fc.property(fc.string(), (raw) => Array.isArray(decode(raw).filters)));
  });
});

describe('the codec', () => {
  it('round-trips: decoding what was encoded gives the normal form', () => {
    fc.assert(
      fc.property(filterQueryArb, priceRangeArb, (query, range) => {
        expect(decode(encodeFilterQuery(query, range))).toEqual(normaliseFilterQuery(query, range));
      }),
      { numRuns: 500 },
    );
  });

  it('is stable: encoding the decoded query again writes the same string', () => {
    fc.assert(
      fc.property(filterQueryArb, priceRangeArb, (query, range) => {
        const once = encodeFilterQuery(query, range);
        expect(encodeFilterQuery(decode(once), range)).toBe(once);
      }),
    );
  });

  it('always writes value ids ascending and unique', () => {
    fc.assert(
      fc.property(filterQueryArb, priceRangeArb, (query, range) => {
        const match = /(?:^|&)filters=([^&]*)/.exec(encodeFilterQuery(query, range));
        if (match === null) return;
        const ids = (match[1] ?? '').split(',').map(Number);
        expect(ids.every(Number.isSafeInteger)).toBe(true);
        for (let i = 1; i < ids.length; i++) expect(ids[i]!).toBeGreaterThan(ids[i - 1]!);
      }),
    );
  });

  it('puts a price in the URL only when set and different from the range bound, to the cent', () => {
    fc.assert(
      fc.property(filterQueryArb, priceRangeArb, (query, range) => {
        const decoded = decode(encodeFilterQuery(query, range));
        const bounds = priceRangeFor(query.priceType, range);
        const toCent = (p: number) => centsToEuros(eurosToCents(p));
        const usable = (p: number | undefined): p is number =>
          p !== undefined && Number.isFinite(p) && p >= 0 && Number.isSafeInteger(Math.round(p * 100));
        expect(decoded.priceMin !== undefined).toBe(
          usable(query.priceMin) && toCent(query.priceMin) !== bounds.min,
        );
        expect(decoded.priceMax !== undefined).toBe(
          usable(query.priceMax) && toCent(query.priceMax) !== bounds.max,
        );
        if (decoded.priceMin !== undefined) expect(decoded.priceMin).toBe(toCent(query.priceMin!));
        if (decoded.priceMax !== undefined) expect(decoded.priceMax).toBe(toCent(query.priceMax!));
        if (decoded.priceMin !== undefined) expect(decoded.priceMin).not.toBe(bounds.min);
        if (decoded.priceMax !== undefined) expect(decoded.priceMax).not.toBe(bounds.max);
      }),
    );
  });

  it('puts sorting in the URL only when both field and order are set', () => {
    fc.assert(
      fc.property(filterQueryArb, (query) => {
        const decoded = decode(encodeFilterQuery(query));
        expect(decoded.sortField === undefined).toBe(decoded.sortType === undefined);
        if (query.sortField === undefined || query.sortType === undefined)
          expect(decoded.sortField).toBeUndefined();
      }),
    );
  });

  it('normalising is idempotent', () => {
    fc.assert(
      fc.property(filterQueryArb, priceRangeArb, (query, range) => {
        const once = normaliseFilterQuery(query, range);
        expect(normaliseFilterQuery(once, range)).toEqual(once);
      }),
    );
  });
});

describe('prices in the URL', () => {
  it('are read by the shop’s price rule: comma or dot decimals, three digits after a dot are thousands', () => {
    expect(decode('priceMin=19,5&priceMax=1.299')).toEqual({ filters: [], priceMin: 19.5, priceMax: 1299 });
    expect(decode('priceMin=-5&priceMax=1e3')).toEqual({ filters: [] });
  });

  it('are written to the cent, so a written price never reads as thousands', () => {
    expect(encodeFilterQuery({ filters: [], priceMin: 12.345, priceType: 'vk' })).toBe(
      'priceMin=12.35&priceType=vk',
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (euros) => {
        const match = /priceMax=([^&]*)/.exec(encodeFilterQuery({ filters: [], priceMax: euros }));
        if (match === null) return;
        expect(match[1]).toMatch(/^\d+(\.\d{1,2})?$/);
        expect(parsePrice(match[1]!)).toBe(eurosToCents(euros));
      }),
    );
  });
});

describe('the listing query', () => {
  it('keeps a typed plus apart from the spaces, so it reads back as itself (spec section 2)', () => {
    const url = encodeFilterQuery({ filters: [], q: ' c++   trikot ' });
    expect(url).toBe('q=c%2B%2B+trikot');
    expect(decodeListingQuery(`?${url}`).q).toBe('c++ trikot');
  });

  it('is decoded once from the URL’s query string, with or without its question mark', () => {
    expect(decodeListingQuery('?filters=3,1&q=red+shoes')).toEqual(decode('filters=3,1&q=red+shoes'));
    expect(decodeListingQuery('')).toEqual({ filters: [] });
  });

  it('round-trips: a selection’s URL decodes once into the query the listing is loaded with', () => {
    fc.assert(
      fc.property(filterQueryArb, priceRangeArb, (query, range) => {
        const normal = normaliseFilterQuery(query, range);
        expect(decodeListingQuery(`?${encodeFilterQuery(query, range)}`)).toEqual(normal);
        expect(writeFilterQuery(normal)).toBe(encodeFilterQuery(query, range));
      }),
    );
  });
});

describe('listing URLs', () => {
  it('given the search page in any case, then it is recognised', () => {
    expect(isSearchPath('/search/')).toBe(true);
    expect(isSearchPath('/Search')).toBe(true);
    expect(isSearchPath('/search/?q=x')).toBe(true);
    expect(isSearchPath('/men/search/')).toBe(false);
  });

  it('given a search query, then it stays on the search page only', () => {
    expect(filterUrl('/search/', { filters: [1], q: 'red shoes' })).toBe('/search/?filters=1&q=red+shoes');
    expect(filterUrl('/men/', { filters: [1], q: 'red shoes' })).toBe('/men/?filters=1');
    expect(filterUrl('/men/?old=1', { filters: [] })).toBe('/men/');
  });
});

describe('applying a selection', () => {
  const logger = new MemoryLogger();
  const at = (path: string, query: FilterLocation['query'] = { filters: [] }): FilterLocation => ({
    path,
    query,
    priceType: 'vk',
    priceRange: vk,
  });

  it('given saved groups, then the URL holds them with the listing path kept', () => {
    let state = selectionFromListing(ListingMother.listing({ currentPage: 2 }));
    state = toggleFilterValue(state, 'GENERAL_Brand', V.puma, { save: true });
    state = toggleFilterValue(state, 'GENERAL_Brand', V.nike, { save: true });
    state = toggleSorting(state, SORT_OPTIONS[2]!, { save: true });
    state = setPriceRange(state, { min: 20, max: 1200 }, logger, { save: true });
    expect(nextFilterUrl(state, at('/men/jerseys/'))).toBe(
      `/men/jerseys/?filters=${V.nike},${V.puma}&priceMin=20&priceType=vk&sortField=price&sortType=asc`,
    );
  });

  it('given unsaved changes, then they stay out of the URL', () => {
    let state = selectionFromListing(ListingMother.listing({ selected: [V.red] }));
    state = toggleFilterValue(state, 'GENERAL_Brand', V.puma);
    expect(nextFilterUrl(state, at('/jerseys/'))).toBe(`/jerseys/?filters=${V.red}`);
    expect(nextFilterUrl(saveGroups(state), at('/jerseys/'))).toBe(`/jerseys/?filters=${V.puma},${V.red}`);
  });

  it('given no saved group changed, then the page is kept', () => {
    const state = { ...selectionFromListing(ListingMother.listing()), page: 3 };
    expect(nextFilterUrl(state, at('/jerseys/'))).toBe('/jerseys/?page=3');
  });

  it('given a saved group changed, then the page starts again at 1', () => {
    const state = toggleFilterValue(
      selectionFromListing(ListingMother.listing({ currentPage: 3 })),
      'GENERAL_Color',
      V.red,
      {
        save: true,
      },
    );
    expect(nextFilterUrl(state, at('/jerseys/'))).toBe(`/jerseys/?filters=${V.red}`);
  });

  it('given page-level values still checked, then the path stays and does not repeat them', () => {
    const state = toggleFilterValue(
      selectionFromListing(ListingMother.menJerseys()),
      'GENERAL_Brand',
      V.nike,
      { save: true },
    );
    expect(filterTargetPath(state, '/men/jerseys/')).toBe('/men/jerseys/');
    expect(nextFilterUrl(state, at('/men/jerseys/'))).toBe(`/men/jerseys/?filters=${V.nike}`);
  });

  it('given a page-level value was unchecked, then it goes to /search/ with every remaining value spelled out', () => {
    let state = selectionFromListing(ListingMother.menJerseys({ selected: [V.nike], currentPage: 2 }));
    state = toggleFilterValue(state, 'GENERAL_Gender', V.female, { save: true });
    expect(filterTargetPath(state, '/men/jerseys/')).toBe('/search/');
    expect(nextFilterUrl(state, at('/men/jerseys/'))).toBe(`/search/?filters=${V.nike},${V.female}`);
  });

  it('given one page-level value unchecked, then the other page-level values are spelled out for /search/', () => {
    let state = selectionFromListing(ListingMother.menJerseys({ page: [V.football] }));
    state = toggleFilterValue(state, 'GENERAL_Gender', V.female, { save: true });
    expect(nextFilterUrl(state, at('/men/football/'))).toBe(`/search/?filters=${V.football},${V.female}`);
  });

  it('given a saved price with both bounds, then both go into the URL', () => {
    const state = setPriceRange(selectionFromListing(ListingMother.listing()), { min: 20, max: 90 }, logger, {
      save: true,
    });
    expect(filterQueryFor(state, at('/jerseys/'))).toMatchObject({ priceMin: 20, priceMax: 90 });
    expect(nextFilterUrl(state, at('/jerseys/'))).toBe('/jerseys/?priceMin=20&priceMax=90&priceType=vk');
  });

  it('given a page-level value unchecked but not saved, then the path stays', () => {
    const state = toggleFilterValue(
      selectionFromListing(ListingMother.menJerseys()),
      'GENERAL_Gender',
      V.male,
    );
    expect(filterTargetPath(state, '/men/jerseys/')).toBe('/men/jerseys/');
  });

  it('given the search page, then q goes along', () => {
    const state = toggleFilterValue(selectionFromListing(ListingMother.listing()), 'GENERAL_Color', V.red, {
      save: true,
    });
    expect(nextFilterUrl(state, at('/search/', { filters: [], q: 'red shoes' }))).toBe(
      `/search/?filters=${V.red}&q=red+shoes`,
    );
  });
});
