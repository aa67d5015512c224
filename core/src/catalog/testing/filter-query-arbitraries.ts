import fc from 'fast-check';
import { DEFAULT_PRICE_RANGES, PRICE_TYPES, type PriceRange } from '../../pricing/role.js';
import type { FilterQuery } from '../filter-url.js';
import { SORT_OPTIONS } from '../sort-options.js';

const BOUNDS = [...new Set(Object.values(DEFAULT_PRICE_RANGES).flatMap((r) => [r.min, r.max]))];

/** A price as a slider or a URL gives it, often exactly a range bound. */
export const priceArb: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(...BOUNDS, 10, 99),
  fc.integer({ min: 0, max: 5_000 }),
  fc.double({ min: 0, max: 1e7, noNaN: true, noDefaultInfinity: true }),
);

/** A price range as the listing answers it: usable, missing or broken. */
export const priceRangeArb: fc.Arbitrary<Partial<PriceRange> | null | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.constant(null),
  fc.record({ min: fc.integer({ min: 0, max: 50 }), max: fc.integer({ min: 50, max: 2_000 }) }),
  fc.record({ min: fc.constant(500), max: fc.constant(5) }),
);

/** Any filter query, valid or not: negative or fractional ids, negative prices, half a sorting, any q. */
export const filterQueryArb: fc.Arbitrary<FilterQuery> = fc.record(
  {
    filters: fc.array(
      fc.oneof(
        { weight: 8, arbitrary: fc.integer({ min: 0, max: 100_000 }) },
        { weight: 1, arbitrary: fc.constantFrom(-1, 1.5, Number.NaN, 2 ** 60) },
      ),
      { maxLength: 12 },
    ),
    priceMin: fc.oneof(
      { weight: 6, arbitrary: priceArb },
      { weight: 1, arbitrary: fc.constantFrom(-5, Number.NaN) },
    ),
    priceMax: fc.oneof(
      { weight: 6, arbitrary: priceArb },
      { weight: 1, arbitrary: fc.constantFrom(-5, Number.NaN) },
    ),
    priceType: fc.constantFrom(...PRICE_TYPES),
    sortField: fc.oneof(fc.constantFrom(...SORT_OPTIONS.map((o) => o.field)), fc.string({ maxLength: 8 })),
    sortType: fc.constantFrom('asc' as const, 'desc' as const),
    page: fc.oneof(fc.integer({ min: 1, max: 500 }), fc.constantFrom(0, -1, 2.5)),
    q: fc.oneof(fc.string({ maxLength: 70 }), fc.constantFrom('red shoes', ' a ', 'trikot, rot', 'c++')),
  },
  { requiredKeys: ['filters'] },
);
