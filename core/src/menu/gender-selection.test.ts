import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { Gender } from '../shared/gender.js';
import {
  type GenderSelection,
  NO_GENDER_SELECTION,
  chooseGender,
  recommendGender,
  resetGender,
} from './gender-selection.js';

describe('given no gender', () => {
  it('then nobody chose or recommended one', () => {
    expect(NO_GENDER_SELECTION).toEqual({ gender: Gender.unknown, source: 'none' });
  });

  it('when the server recommends one, then it is selected', () => {
    expect(recommendGender(NO_GENDER_SELECTION, Gender.male)).toEqual({
      gender: Gender.male,
      source: 'server',
    });
  });

  it('when the shopper picks one, then it is selected as their choice', () => {
    expect(chooseGender(NO_GENDER_SELECTION, Gender.kids)).toEqual({ gender: Gender.kids, source: 'user' });
  });
});

describe('given a server-recommended gender', () => {
  const fromServer = recommendGender(NO_GENDER_SELECTION, Gender.female);

  it('when the server sends unknown, then it is ignored', () => {
    expect(recommendGender(fromServer, Gender.unknown)).toBe(fromServer);
  });

  it('when the server sends another known one, then it replaces it', () => {
    expect(recommendGender(fromServer, Gender.male).gender).toBe(Gender.male);
  });

  it('when the shopper picks one, then their choice overrides it', () => {
    expect(chooseGender(fromServer, Gender.male)).toEqual({ gender: Gender.male, source: 'user' });
  });

  it('when the shopper picks the selected one, then it toggles back to unknown', () => {
    expect(chooseGender(fromServer, Gender.female)).toEqual(NO_GENDER_SELECTION);
  });
});

describe('given a gender the shopper chose', () => {
  const chosen = chooseGender(NO_GENDER_SELECTION, Gender.male);

  it('when the server recommends another, then the choice stays', () => {
    expect(recommendGender(chosen, Gender.female)).toBe(chosen);
  });

  it('when it is toggled off, then a later recommendation applies again', () => {
    const toggled = chooseGender(chosen, Gender.male);
    expect(toggled.gender).toBe(Gender.unknown);
    expect(recommendGender(toggled, Gender.female).gender).toBe(Gender.female);
  });

  it('when reset (the mobile menu opens), then it is unknown and no longer outranks the server', () => {
    expect(resetGender()).toEqual(NO_GENDER_SELECTION);
    expect(recommendGender(resetGender(), Gender.kids).gender).toBe(Gender.kids);
  });
});

type Action = { kind: 'choose' | 'recommend'; gender: Gender } | { kind: 'reset' };

const genderArb = fc.constantFrom<Gender>(Gender.unknown, Gender.female, Gender.male, Gender.kids);
const actionArb: fc.Arbitrary<Action> = fc.oneof(
  fc.record({ kind: fc.constant('choose' as const), gender: genderArb }),
  fc.record({ kind: fc.constant('recommend' as const), gender: genderArb }),
  fc.constant({ kind: 'reset' as const }),
);

/** The rules as a model: the gender shown and whether the shopper's choice is in force. */
function model(actions: readonly Action[]): { gender: Gender; userLocked: boolean } {
  let gender: Gender = Gender.unknown;
  let userLocked = false;
  for (const action of actions) {
    if (action.kind === 'reset') {
      gender = Gender.unknown;
      userLocked = false;
    } else if (action.kind === 'choose') {
      const toggleOff: boolean = action.gender === gender || action.gender === Gender.unknown;
      gender = toggleOff ? Gender.unknown : action.gender;
      userLocked = !toggleOff;
    } else if (!userLocked && !(gender !== Gender.unknown && action.gender === Gender.unknown)) {
      gender = action.gender;
    }
  }
  return { gender, userLocked };
}

describe('given any sequence of choices, recommendations and resets', () => {
  it('then the selection agrees with the model (property)', () => {
    fc.assert(
      fc.property(fc.array(actionArb, { maxLength: 40 }), (actions) => {
        let selection: GenderSelection = NO_GENDER_SELECTION;
        for (const action of actions) {
          if (action.kind === 'reset') selection = resetGender();
          else if (action.kind === 'choose') selection = chooseGender(selection, action.gender);
          else selection = recommendGender(selection, action.gender);
        }
        const expected = model(actions);
        expect(selection.gender).toBe(expected.gender);
        expect(selection.source === 'user').toBe(expected.userLocked);
      }),
    );
  });
});
