import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listingNoindex } from './listing-indexing.js';

describe('listingNoindex', () => {
  it('keeps search results and listings with two filters or more out of the index', () => {
    expect(listingNoindex({ isSearch: false, appliedFilterCount: 0 })).toBe(false);
    expect(listingNoindex({ isSearch: false, appliedFilterCount: 1 })).toBe(false);
    expect(listingNoindex({ isSearch: false, appliedFilterCount: 2 })).toBe(true);
    expect(listingNoindex({ isSearch: true, appliedFilterCount: 0 })).toBe(true);
  });

  it('for any facts, search results are never indexed, and more filters never make a page indexable', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.nat(20), (isSearch, count) => {
        if (isSearch) expect(listingNoindex({ isSearch, appliedFilterCount: count })).toBe(true);
        if (listingNoindex({ isSearch, appliedFilterCount: count }))
          expect(listingNoindex({ isSearch, appliedFilterCount: count + 1 })).toBe(true);
      }),
    );
  });
});
