import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Filter, FilterValue, Listing, ProductTile, SportEntry } from '@fanshop/core/catalog';
import { ListingMother } from '@fanshop/core/testing';
import { deepFreeze } from '../app/frozen-values';
import { packListing, unpackListing } from './listing-page-state';

const typeArb = fc.constantFrom('', 'brand', 'colour', 'size', 'sport');

function valueArb(types: fc.Arbitrary<string>): fc.Arbitrary<FilterValue> {
  return fc
    .record({
      fv_id: fc.nat(),
      fv_name: fc.string({ maxLength: 12 }),
      mobile: fc.option(fc.string({ maxLength: 6 }), { nil: undefined }),
      hidden: fc.boolean(),
      type: types,
      count: fc.nat(),
    })
    .map(({ mobile, ...value }) => ({ ...value, fv_name_mobile: mobile ?? value.fv_name }));
}

function sportArb(types: fc.Arbitrary<string>): fc.Arbitrary<SportEntry> {
  return fc
    .record({
      value: valueArb(types),
      id: fc.nat(),
      pivot: fc.array(
        fc
          .record({ value: valueArb(types), id: fc.nat() })
          .map(({ value, id }) => ({ ...value, id, pivot: [] })),
        { maxLength: 3 },
      ),
    })
    .map(({ value, id, pivot }) => ({ ...value, id, pivot }));
}

/** Filters whose values share one kind or mix kinds, sports with sub-sports among them. */
const filterArb: fc.Arbitrary<Filter> = fc
  .record({
    f_id: fc.nat(),
    f_name: fc.string({ maxLength: 10 }),
    f_type: fc.constantFrom('dropdown', 'radio', 'toggle'),
    title: fc.string({ maxLength: 10 }),
    shared: fc.option(typeArb, { nil: undefined }),
    sports: fc.boolean(),
  })
  .chain(({ shared, sports, ...filter }) => {
    const types = shared === undefined ? typeArb : fc.constant(shared);
    const values = sports
      ? fc.array(sportArb(types), { maxLength: 4 })
      : fc.array(valueArb(types), { maxLength: 6 });
    return values.map((data): Filter => ({ ...filter, data }));
  });

const productArb: fc.Arbitrary<ProductTile> = fc
  .record({
    id: fc.nat(),
    isHeavy: fc.boolean(),
    isBike: fc.boolean(),
    isSki: fc.boolean(),
  })
  .map((flags) => ({ ...ListingMother.listing().products[0]!, ...flags }));

const listingArb: fc.Arbitrary<Listing> = fc
  .record({
    filters: fc.array(filterArb, { maxLength: 5 }),
    products: fc.array(productArb, { maxLength: 6 }),
  })
  .map((parts) => ({ ...ListingMother.listing(), ...parts }));

describe('the listing as the page carries it', () => {
  it('when packed, sent as JSON and unpacked, then it is the listing that was packed', () => {
    fc.assert(
      fc.property(listingArb, (listing) => {
        const carried = JSON.parse(JSON.stringify(packListing(listing))) as ReturnType<typeof packListing>;
        expect(unpackListing(carried)).toEqual(listing);
      }),
    );
  });

  it('when the listing is one the server shares (frozen), then it is packed once, as it is packed unfrozen', () => {
    fc.assert(
      fc.property(listingArb, (listing) => {
        const shared = deepFreeze(structuredClone(listing));
        const packed = packListing(shared);
        expect(packListing(shared)).toBe(packed);
        expect(packed).toEqual(packListing(listing));
        expect(packListing(listing)).not.toBe(packListing(listing));
      }),
    );
  });

  it('when packed, then it is never larger as JSON', () => {
    fc.assert(
      fc.property(listingArb, (listing) => {
        expect(JSON.stringify(packListing(listing)).length).toBeLessThanOrEqual(
          JSON.stringify(listing).length,
        );
      }),
    );
  });

  it('when every value repeats its label, kind and visibility, then the page carries each once', () => {
    const values = ['Alpenwerk', 'Ballwerk', 'Hattrick'].map((name, i): FilterValue => ({
      fv_id: i,
      fv_name: name,
      fv_name_mobile: name,
      hidden: false,
      type: 'brand',
      count: 3,
    }));
    const listing: Listing = {
      ...ListingMother.listing(),
      filters: [{ f_id: 83, f_name: 'GENERAL_Brand', f_type: 'toggle', title: 'Brand', data: values }],
    };
    const [brand] = packListing(listing).filters;
    expect(brand).toEqual({
      f_id: 83,
      f_name: 'GENERAL_Brand',
      f_type: 'toggle',
      title: 'Brand',
      valueType: 'brand',
      data: values.map(({ fv_id, fv_name, count }) => ({ fv_id, fv_name, count })),
    });
  });
});
