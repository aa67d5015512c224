import { describe, expect, it } from 'vitest';
import { listingPriceRange, mobilePriceRange } from './listing.js';
import { ListingMother } from './testing/listing-mother.js';

describe('listing price range', () => {
  it('given the answer has a range for the role, then it is the slider range', () => {
    const listing = ListingMother.listing();
    const withRange = { ...listing, price: { range: { role: { min: 10, max: 300 }, mobile: null } } };
    expect(listingPriceRange(withRange, 'pro')).toEqual({ min: 10, max: 300 });
    expect(mobilePriceRange(withRange, 'pro')).toEqual({ min: 10, max: 300 });
  });

  it('given the answer has no range, then the role defaults of spec section 6 apply', () => {
    const listing = { ...ListingMother.listing(), price: { range: {} } };
    expect(listingPriceRange(listing, 'staff')).toEqual({ min: 8, max: 810 });
    expect(mobilePriceRange(listing, 'premium')).toEqual({ min: 4, max: 1080 });
  });

  it('given a mobile range of one price, then it is used; given one whose min is above its max, then the desktop range is', () => {
    const withMobile = (mobile: { min: number; max: number }) => ({
      ...ListingMother.listing(),
      price: { range: { role: { min: 10, max: 300 }, mobile } },
    });
    expect(mobilePriceRange(withMobile({ min: 50, max: 50 }), 'vk')).toEqual({ min: 50, max: 50 });
    expect(mobilePriceRange(withMobile({ min: 60, max: 50 }), 'vk')).toEqual({ min: 10, max: 300 });
  });

  it('given a separate mobile range, then the mobile drawer uses it', () => {
    const listing = {
      ...ListingMother.listing(),
      price: { range: { role: { min: 4, max: 1200 }, mobile: { min: 5, max: 500 } } },
    };
    expect(mobilePriceRange(listing, 'vk')).toEqual({ min: 5, max: 500 });
    expect(listingPriceRange(listing, 'vk')).toEqual({ min: 4, max: 1200 });
  });
});
