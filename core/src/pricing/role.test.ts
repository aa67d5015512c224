import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DEFAULT_PRICE_RANGES, PRICE_TYPES, priceRangeFor, priceTypeForRole } from './role.js';

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
});
