import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Gender } from '../shared/gender.js';
import { NO_GENDER_SELECTION, chooseGender, recommendGender } from '../menu/gender-selection.js';
import { ListingMother, V } from './testing/listing-mother.js';
import type { Filter, Listing } from './index.js';
import { listingRecommendedGender } from './recommended-gender.js';

/** The gender filter as the shop API sends it: each department's system name as the value's kind. */
const GENDER_FILTER: Filter = {
  f_id: 82,
  f_name: 'GENERAL_Gender',
  f_type: 'toggle',
  title: 'Gender',
  data: [
    { fv_id: 1, fv_name: 'Women', fv_name_mobile: 'Women', hidden: false, type: 'female', count: 100 },
    { fv_id: 2, fv_name: 'Men', fv_name_mobile: 'Men', hidden: false, type: 'male', count: 85 },
    { fv_id: 3, fv_name: 'Kids', fv_name_mobile: 'Kids', hidden: false, type: 'kids', count: 103 },
  ],
};

function listing(tree: Partial<Listing['categoryTree']>, selectedAll: number[] = []): Listing {
  const base = ListingMother.listing({ filters: [GENDER_FILTER] });
  return {
    ...base,
    selected: { ...base.selected, all: selectedAll, page: selectedAll },
    categoryTree: { ...base.categoryTree, ...tree },
  };
}

const ALL = [Gender.female, Gender.male, Gender.kids];

describe('given the gender a listing recommends to the menus', () => {
  it('when the gender came with the request, then it is the department asked for', () => {
    // /men/jerseys/: every department has jerseys, the path asked for the men's.
    expect(listingRecommendedGender(listing({ genders: ALL, isGenderInRequest: true }, [2]))).toBe(
      Gender.male,
    );
    expect(listingRecommendedGender(listing({ genders: ALL, isGenderInRequest: true }, [3]))).toBe(
      Gender.kids,
    );
  });

  it('when the gender came with the request but the filter does not name it, then the one department the products fall into', () => {
    expect(listingRecommendedGender(ListingMother.menJerseys())).toBe(Gender.male);
  });

  it('when no gender was asked for, then it is the one department the products fall into', () => {
    expect(listingRecommendedGender(listing({ genders: [Gender.female], isGenderInRequest: false }))).toBe(
      Gender.female,
    );
  });

  it('when the request named a gender but the listing has no gender filter, or two genders are ticked, then the tree decides', () => {
    const noFilter = { ...listing({ isGenderInRequest: true, genders: [Gender.kids] }, [2]), filters: [] };
    expect(listingRecommendedGender(noFilter)).toBe(Gender.kids);
    expect(
      listingRecommendedGender(listing({ isGenderInRequest: true, genders: [Gender.kids] }, [1, 2])),
    ).toBe(Gender.kids);
  });

  it('when the tree lists an unknown gender beside one department, then that department is it', () => {
    expect(
      listingRecommendedGender(listing({ genders: [Gender.unknown, Gender.male, Gender.unknown] })),
    ).toBe(Gender.male);
  });

  it('when no gender was asked for and the products fall into several departments, then it is unknown', () => {
    expect(listingRecommendedGender(listing({ genders: ALL, isGenderInRequest: false }))).toBe(
      Gender.unknown,
    );
    expect(listingRecommendedGender(listing({ genders: [], isGenderInRequest: false }))).toBe(Gender.unknown);
  });

  it('when a gender filter value is ticked without the request naming a gender, then only the tree counts', () => {
    expect(listingRecommendedGender(listing({ genders: ALL, isGenderInRequest: false }, [2]))).toBe(
      Gender.unknown,
    );
  });

  it('fed to the menu selection: the shopper’s choice outranks it, and an unknown listing keeps a known recommendation', () => {
    const men = recommendGender(
      NO_GENDER_SELECTION,
      listingRecommendedGender(listing({ genders: ALL, isGenderInRequest: true }, [2])),
    );
    expect(men).toEqual({ gender: Gender.male, source: 'server' });
    const mixed = listingRecommendedGender(listing({ genders: ALL, isGenderInRequest: false }));
    expect(recommendGender(men, mixed)).toBe(men);
    const chosen = chooseGender(men, Gender.female);
    expect(recommendGender(chosen, Gender.kids)).toBe(chosen);
  });

  it('is always a gender the listing names, or unknown', () => {
    fc.assert(
      fc.property(
        fc.subarray(ALL),
        fc.boolean(),
        fc.subarray([1, 2, 3, V.nike]),
        (genders, inRequest, ticked) => {
          const gender = listingRecommendedGender(listing({ genders, isGenderInRequest: inRequest }, ticked));
          if (gender === Gender.unknown) return;
          const named = inRequest ? [...genders, ...ticked.filter((id) => id <= 3)] : genders;
          expect(named).toContain(gender);
        },
      ),
    );
  });
});
