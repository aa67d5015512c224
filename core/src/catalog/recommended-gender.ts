import { Gender } from '../shared/gender.js';
import { FilterName, findFilter } from './filter.js';
import type { Listing } from './listing.js';

/** The gender filter's value kinds (the departments' system names) and the gender each stands for. */
const GENDER_OF_VALUE_TYPE: Readonly<Record<string, Gender>> = {
  female: Gender.female,
  women: Gender.female,
  male: Gender.male,
  men: Gender.male,
  kids: Gender.kids,
};

/**
 * The gender a listing recommends to the menus (spec section 4, Gender selection): with the gender
 * in the request (`isGenderInRequest`: a department path such as `/men/…` or a ticked gender filter)
 * the department asked for, which the gender filter's selected value names, else the one department
 * the listing's products fall into (`categoryTree.genders`); unknown when there are several. Feed it
 * to `recommendGender`, which lets the shopper's own choice outrank it and ignores an unknown value
 * while a known one is set.
 */
export function listingRecommendedGender(
  listing: Pick<Listing, 'categoryTree' | 'filters' | 'selected'>,
): Gender {
  const { genders, isGenderInRequest } = listing.categoryTree;
  if (isGenderInRequest) {
    const requested = requestedGender(listing);
    if (requested !== Gender.unknown) return requested;
  }
  const departments = [...new Set(genders.filter((gender) => gender !== Gender.unknown))];
  return departments.length === 1 ? (departments[0] ?? Gender.unknown) : Gender.unknown;
}

/** The department of the gender filter's one selected value, when its kind names one. */
function requestedGender(listing: Pick<Listing, 'filters' | 'selected'>): Gender {
  const filter = findFilter(listing.filters, FilterName.gender);
  if (!filter) return Gender.unknown;
  const selected = new Set(listing.selected.all);
  const chosen = filter.data.filter((value) => selected.has(value.fv_id));
  if (chosen.length !== 1) return Gender.unknown;
  return GENDER_OF_VALUE_TYPE[chosen[0]?.type.toLowerCase() ?? ''] ?? Gender.unknown;
}
