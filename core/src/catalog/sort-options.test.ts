import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_SORT_OPTION, isSortType, sameSort, SORT_OPTIONS, sortOptionFor } from './sort-options.js';

describe('sort options', () => {
  it('are the four of spec section 9, favourites first', () => {
    expect(SORT_OPTIONS).toEqual([
      { id: 'favorite', field: 'sales_rank', type: 'desc' },
      { id: 'price-high-to-low', field: 'price', type: 'desc' },
      { id: 'price-low-to-high', field: 'price', type: 'asc' },
      { id: 'newest', field: 'added_at', type: 'desc' },
    ]);
  });

  it('given nothing chosen, then favourites by sales rank descending is the default', () => {
    expect(DEFAULT_SORT_OPTION).toEqual({ id: 'favorite', field: 'sales_rank', type: 'desc' });
    expect(sortOptionFor(null)).toEqual(DEFAULT_SORT_OPTION);
  });

  it('have unique ids and unique field/order pairs', () => {
    expect(new Set(SORT_OPTIONS.map((o) => o.id)).size).toBe(SORT_OPTIONS.length);
    expect(new Set(SORT_OPTIONS.map((o) => `${o.field}:${o.type}`)).size).toBe(SORT_OPTIONS.length);
  });

  it('given a chosen pair, then the matching option is found by pair and by id', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SORT_OPTIONS), (option) => {
        expect(sortOptionFor({ field: option.field, type: option.type })).toBe(option);
      }),
    );
    expect(sortOptionFor({ field: 'name', type: 'asc' })).toBeUndefined();
  });

  it('compares pairs by field and order, null only with null', () => {
    expect(sameSort({ field: 'price', type: 'asc' }, { field: 'price', type: 'asc' })).toBe(true);
    expect(sameSort({ field: 'price', type: 'asc' }, { field: 'price', type: 'desc' })).toBe(false);
    expect(sameSort(null, { field: 'price', type: 'asc' })).toBe(false);
    expect(sameSort(null, null)).toBe(true);
    expect(isSortType('asc')).toBe(true);
    expect(isSortType('ASC')).toBe(false);
  });
});
