import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_PRICE_RANGES,
  isPriceType,
  PRICE_TYPES,
  priceRangeFor,
  priceTypeForRole,
  type PriceRange,
} from './role.js';

describe('price type by role', () => {
  it('given no role or an unknown one, then the price type is vk', () => {
    expect(priceTypeForRole(undefined)).toBe('vk');
    expect(priceTypeForRole(null)).toBe('vk');
    expect(priceTypeForRole('admin')).toBe('vk');
    expect(priceTypeForRole(42)).toBe('vk');
  });

  it('given a known role in any case, then that price type applies', () => {
    expect(priceTypeForRole('premium')).toBe('premium');
    expect(priceTypeForRole(' Staff ')).toBe('staff');
    expect(priceTypeForRole('PRO')).toBe('pro');
  });

  it('always yields one of the four price types', () => {
    fc.assert(fc.property(fc.anything(), (role) => PRICE_TYPES.includes(priceTypeForRole(role))));
  });
});

describe('price range bounds by role', () => {
  it('given no range in the response, then the role defaults of spec section 6 apply', () => {
    expect(priceRangeFor('vk')).toEqual({ min: 4, max: 1200 });
    expect(priceRangeFor('premium')).toEqual({ min: 4, max: 1080 });
    expect(priceRangeFor('staff')).toEqual({ min: 8, max: 810 });
    expect(priceRangeFor('pro')).toEqual({ min: 8, max: 891 });
    expect(priceRangeFor(undefined, null)).toEqual(DEFAULT_PRICE_RANGES.vk);
  });

  it('given a usable range in the response, then it wins', () => {
    expect(priceRangeFor('pro', { min: 10, max: 99 })).toEqual({ min: 10, max: 99 });
  });

  it('given a broken range in the response, then the default applies', () => {
    expect(priceRangeFor('staff', { min: 50, max: 10 })).toEqual({ min: 8, max: 810 });
    expect(priceRangeFor('staff', { min: Number.NaN, max: 10 })).toEqual({ min: 8, max: 810 });
    expect(priceRangeFor('premium', { min: 5 })).toEqual({ min: 4, max: 1080 });
  });

  it('given bounds that are not numbers or not finite (spec section 5), then the default applies', () => {
    const staff = { min: 8, max: 810 };
    expect(priceRangeFor('staff', { min: '10', max: 99 } as unknown as PriceRange)).toEqual(staff);
    expect(priceRangeFor('staff', { min: 10, max: '99' } as unknown as PriceRange)).toEqual(staff);
    expect(priceRangeFor('staff', { min: 10, max: Number.POSITIVE_INFINITY })).toEqual(staff);
    expect(priceRangeFor('staff', { min: Number.NEGATIVE_INFINITY, max: 99 })).toEqual(staff);
    expect(priceRangeFor('staff', { max: 99 })).toEqual(staff);
  });

  it('given a range of one price, then it is usable', () => {
    expect(priceRangeFor('vk', { min: 25, max: 25 })).toEqual({ min: 25, max: 25 });
  });

  it('is always a range of finite numbers from min to max, whatever the response holds', () => {
    const bound = fc.oneof(fc.double(), fc.integer().map(String), fc.constantFrom(undefined, null, true));
    fc.assert(
      fc.property(fc.anything(), bound, bound, (role, min, max) => {
        const range = priceRangeFor(role, { min, max } as unknown as PriceRange);
        expect(Number.isFinite(range.min) && Number.isFinite(range.max) && range.min <= range.max).toBe(true);
      }),
    );
  });

  it('keeps every usable range of the response as it is', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.double({ noNaN: true, noDefaultInfinity: true }),
        fc.double({ min: 0, noNaN: true, noDefaultInfinity: true }),
        (role, min, width) => {
          const max = min + width;
          fc.pre(Number.isFinite(max));
          expect(priceRangeFor(role, { min, max })).toEqual({ min, max });
        },
      ),
    );
  });
});

describe('price types', () => {
  it('given a price type name, then it is one; given anything else, even in another case, then not', () => {
    for (const type of PRICE_TYPES) expect(isPriceType(type)).toBe(true);
    for (const other of ['VK', ' staff', '', 'admin', null, undefined, 1, ['vk']])
      expect(isPriceType(other)).toBe(false);
  });
});
