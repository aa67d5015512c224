import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT_OPTION, SORT_OPTIONS } from '@fanshop/core/catalog';
import { normaliseSearchQuery } from '@fanshop/core/search';
import { eurosOrNull, priceBound, searchText, SORT_VALUES, sortOf } from './listing-params';

/**
 * How the API read price bounds before it used the shop's price rule: a number with a comma or dot
 * decimal. Kept here as the reference for the inputs on which both readings must agree.
 */
function formerEuros(raw: string): number | null {
  const n = Number(raw.trim().replace(',', '.'));
  return Number.isFinite(n) && n >= 0 ? n : null;
}

/** Whole euros with none, one or two decimals, written with a dot or a comma: what both readings share. */
const plainPrice = fc
  .tuple(
    fc.integer({ min: 0, max: 99_999 }),
    fc.constantFrom('', '.', ','),
    fc.integer({ min: 0, max: 99 }),
    fc.boolean(),
  )
  .map(([euros, mark, cents, twoDigits]) => {
    if (mark === '') return String(euros);
    const fraction = twoDigits ? String(cents).padStart(2, '0') : String(cents % 10);
    return `${euros}${mark}${fraction}`;
  });

describe('price bounds', () => {
  it('when a bound has at most two decimals, then it reads as the former reading did, in cents', () => {
    fc.assert(
      fc.property(plainPrice, (raw) => {
        const former = formerEuros(raw);
        expect(former).not.toBeNull();
        expect(priceBound(raw)).toBe(Math.round(former! * 100));
      }),
    );
  });

  it('when the storefront writes a bound in euros, then it reads back as the same cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cents) => {
        expect(priceBound(String(cents / 100))).toBe(cents);
        expect(eurosOrNull(priceBound(String(cents / 100)))).toBe(cents / 100);
      }),
    );
  });

  it('when three digits follow the dot, then they are thousands (spec section 5), no longer decimals', () => {
    expect(formerEuros('1.299')).toBe(1.299);
    expect(priceBound('1.299')).toBe(129_900);
    expect(priceBound('1.299,50')).toBe(129_950);
    expect(priceBound('20,5')).toBe(2_050);
  });

  it('when a bound is negative, not a price or overly long, then it is ignored', () => {
    for (const raw of ['-5', 'abc', '', ' ', '1e3', '12.345.6', '1'.repeat(41), undefined, 12]) {
      expect(priceBound(raw)).toBeNull();
    }
    expect(eurosOrNull(null)).toBeNull();
  });
});

describe('sort options', () => {
  it('when a field and order of a core option are asked, then that option sorts, with its value id and names', () => {
    for (const option of SORT_OPTIONS) {
      expect(sortOf(option.field, option.type)).toBe(option);
      expect(SORT_VALUES[option.id].name.en).not.toBe('');
    }
    expect(new Set(Object.values(SORT_VALUES).map((v) => v.fvId)).size).toBe(SORT_OPTIONS.length);
  });

  it('when only a known field is given, then its first option sorts; otherwise the default', () => {
    expect(sortOf('price', undefined).id).toBe('price-high-to-low');
    expect(sortOf('price', 'sideways').id).toBe('price-high-to-low');
    expect(sortOf('colour', 'asc')).toBe(DEFAULT_SORT_OPTION);
    expect(sortOf(undefined, undefined)).toBe(DEFAULT_SORT_OPTION);
  });
});

describe('search text', () => {
  it('when q is longer than 50 characters, then it is cut at 50 (spec sections 2 and 9), no longer at 100', () => {
    expect(searchText('a'.repeat(120))).toHaveLength(50);
    expect(searchText('  red shoes   for\tkids ')).toBe('red shoes for kids');
    // A typed plus sign reaches the API as `%2B` and is read back as itself.
    expect(searchText(' c++  trikot ')).toBe('c++ trikot');
    expect(searchText(undefined)).toBe('');
  });

  it('for any q, it is the storefront’s normal form read back with spaces', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (raw) => {
        const text = searchText(raw);
        expect(text).toBe(normaliseSearchQuery(raw));
        expect(text.length).toBeLessThanOrEqual(50);
        expect(searchText(text)).toBe(text);
      }),
    );
  });
});
