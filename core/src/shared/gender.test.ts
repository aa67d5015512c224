import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Gender, isKnownGender, toGender } from './gender.js';

describe('a gender from the API or a database row', () => {
  it('given 1, 2 or 3 as a number or as digits, then it is women, men or kids', () => {
    expect([1, 2, 3].map(toGender)).toEqual([Gender.female, Gender.male, Gender.kids]);
    expect(['1', ' 2 ', '3'].map(toGender)).toEqual([Gender.female, Gender.male, Gender.kids]);
  });

  it('given anything else, then it is unknown', () => {
    for (const value of [0, 4, -1, 1.5, '', '  ', 'male', '2x', null, undefined, true, [2], { id: 2 }]) {
      expect(toGender(value), String(value)).toBe(Gender.unknown);
    }
  });

  it('is always one of the four genders, and known exactly when it is not unknown', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.anything(), fc.integer({ min: -1, max: 4 }), fc.integer({ min: -1, max: 4 }).map(String)),
        (value) => {
          const gender = toGender(value);
          expect(Object.values(Gender)).toContain(gender);
          expect(isKnownGender(gender)).toBe(gender !== Gender.unknown);
        },
      ),
    );
  });
});
