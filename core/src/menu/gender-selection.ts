import { Gender, isKnownGender } from '../shared/gender.js';

/**
 * The gender the menu is showing and where it came from (spec section 4, Gender selection).
 * `user` means the shopper chose it, which outranks anything the server recommends until the
 * selection is reset.
 */
export interface GenderSelection {
  readonly gender: Gender;
  readonly source: 'none' | 'server' | 'user';
}

/** No gender chosen or recommended yet. */
export const NO_GENDER_SELECTION: GenderSelection = { gender: Gender.unknown, source: 'none' };

/**
 * The shopper picks a gender. Picking the gender that is already selected toggles it off,
 * back to the initial, unknown selection (so a server recommendation may apply again).
 */
export function chooseGender(selection: GenderSelection, gender: Gender): GenderSelection {
  if (!isKnownGender(gender) || gender === selection.gender) return NO_GENDER_SELECTION;
  return { gender, source: 'user' };
}

/**
 * The server recommends a gender (for example the department of the page). It is ignored when
 * the shopper has chosen one, and when a known gender is set and the recommendation is unknown.
 */
export function recommendGender(selection: GenderSelection, gender: Gender): GenderSelection {
  if (selection.source === 'user') return selection;
  if (isKnownGender(selection.gender) && !isKnownGender(gender)) return selection;
  return isKnownGender(gender) ? { gender, source: 'server' } : NO_GENDER_SELECTION;
}

/** Forgets the selection; opening the mobile menu does this. */
export function resetGender(): GenderSelection {
  return NO_GENDER_SELECTION;
}
