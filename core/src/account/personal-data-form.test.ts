import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { USER_GENDERS } from './account.js';
import {
  canSubmitPersonalData,
  personalDataErrors,
  personalDataFormOf,
  personalDataUpdateOf,
  trimPersonalData,
  type PersonalDataForm,
} from './personal-data-form.js';
import { AccountMother } from './testing/account-mother.js';

const initial = personalDataFormOf(AccountMother.customer());

describe('given the account-details form as first shown', () => {
  it('when nothing changed, then submit is disabled', () => {
    expect(canSubmitPersonalData(initial, initial)).toBe(false);
  });

  it('when a field only gained surrounding spaces, then that is no change', () => {
    expect(canSubmitPersonalData(initial, { ...initial, firstName: ` ${initial.firstName}  ` })).toBe(false);
  });

  it('when only the email changed, then submit stays disabled, as the email cannot be edited', () => {
    expect(canSubmitPersonalData(initial, { ...initial, email: 'other@example.at' })).toBe(false);
  });

  it('when a name, phone, birthday or gender changed, then submit is enabled', () => {
    expect(canSubmitPersonalData(initial, { ...initial, lastName: 'Alaba' })).toBe(true);
    expect(canSubmitPersonalData(initial, { ...initial, phone: '' })).toBe(true);
    expect(canSubmitPersonalData(initial, { ...initial, birthday: '1992-06-24' })).toBe(true);
    expect(canSubmitPersonalData(initial, { ...initial, gender: '' })).toBe(true);
  });

  it('when sending, then text fields go trimmed and the email never goes', () => {
    const update = personalDataUpdateOf({ ...initial, firstName: ' David ', email: 'x@example.at' });
    expect(update).toEqual({
      firstName: 'David',
      lastName: initial.lastName,
      phone: initial.phone,
      birthday: initial.birthday,
      gender: initial.gender,
    });
    expect('email' in update).toBe(false);
  });

  it('when the server rejects fields, then the messages are read per form field', () => {
    const error = { status: 422, data: { errors: { phone: ['The phone format is invalid.'], token: 'x' } } };
    expect(personalDataErrors(error)).toEqual({ phone: 'The phone format is invalid.' });
  });
});

/** Text that often differs only by whitespace, so the interesting cases come up. */
const text = fc.string({ unit: fc.constantFrom(' ', '\t', 'a', 'b', 'ä'), maxLength: 6 });
const gender = fc.constantFrom(...USER_GENDERS);
const form: fc.Arbitrary<PersonalDataForm> = fc.record({
  firstName: text,
  lastName: text,
  email: text,
  phone: text,
  birthday: text,
  gender,
});

describe('property: the form rules agree with their definitions', () => {
  it('submit is enabled exactly when some editable field differs after trimming', () => {
    fc.assert(
      fc.property(form, form, fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), (a, b, keep) => {
        // Keep some of a's fields in b so that "unchanged" comes up often.
        const keys = ['firstName', 'lastName', 'email', 'phone', 'birthday', 'gender'] as const;
        const mixed = Object.fromEntries(
          keys.map((k, i) => [k, keep[i] ? a[k] : b[k]]),
        ) as unknown as PersonalDataForm;
        const expected =
          (['firstName', 'lastName', 'phone', 'birthday'] as const).some(
            (k) => a[k].trim() !== mixed[k].trim(),
          ) || a.gender !== mixed.gender;
        return canSubmitPersonalData(a, mixed) === expected;
      }),
    );
  });

  it('trimming is idempotent and leaves email and gender untouched', () => {
    fc.assert(
      fc.property(form, (f) => {
        const once = trimPersonalData(f);
        expect(trimPersonalData(once)).toEqual(once);
        expect(once.email).toBe(f.email);
        expect(once.gender).toBe(f.gender);
      }),
    );
  });

  it('the update sent never carries the email and carries no surrounding spaces', () => {
    fc.assert(
      fc.property(form, (f) => {
        const update = personalDataUpdateOf(f);
        return (
          !('email' in update) &&
          [update.firstName, update.lastName, update.phone, update.birthday].every((v) => v === v.trim())
        );
      }),
    );
  });
});
