/** Gender values used by menus, listings and filters (spec section 3). */
export const Gender = {
  unknown: 0,
  female: 1,
  male: 2,
  kids: 3,
} as const;

export type Gender = (typeof Gender)[keyof typeof Gender];

/** Narrows any value to a known gender, or `unknown`. */
export function toGender(value: unknown): Gender {
  // A blank string is the number 0, no known gender either.
  const n = typeof value === 'string' ? Number(value) : value;
  return n === 1 || n === 2 || n === 3 ? n : Gender.unknown;
}

export function isKnownGender(gender: Gender): boolean {
  return gender !== Gender.unknown;
}
