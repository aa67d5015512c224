import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
} from '@fanshop/core/account';
import { validatePasswordChange, validatePersonalData } from '../../account/account-details-forms';
import { validateRegistration, validateResetPassword } from '../../session/auth-forms';
import { nameErrors, newPasswordErrors, PERSON_FIELDS } from './person-fields';

const registration = { firstName: 'Anna', lastName: 'Berger', email: 'anna@example.at' };

describe('the fields about a person', () => {
  it('let the browser take no more than core’s limits', () => {
    expect(PERSON_FIELDS.firstName.maxLength).toBe(NAME_MAX_LENGTH);
    expect(PERSON_FIELDS.lastName.maxLength).toBe(NAME_MAX_LENGTH);
    expect(PERSON_FIELDS.email.maxLength).toBe(EMAIL_MAX_LENGTH);
    expect(PERSON_FIELDS.phone.maxLength).toBe(PHONE_MAX_LENGTH);
  });

  it('given a short new password and a confirmation that differs, then both say so at once', () => {
    expect(newPasswordErrors({ a: 'short', b: 'shorter' }, 'a', 'b')).toEqual({
      a: { key: 'forms.codes.too-short', values: { count: PASSWORD_MIN_LENGTH } },
      b: { key: 'forms.codes.password-mismatch' },
    });
  });

  it('given nothing typed yet, then the new password rules say nothing: that is the required rule’s', () => {
    expect(newPasswordErrors({ a: '', b: '' }, 'a', 'b')).toEqual({});
    expect(newPasswordErrors({ a: 'Fanshop2026!', b: '' }, 'a', 'b')).toEqual({});
  });

  it('given a blank or broken name, then core’s name rule speaks', () => {
    expect(nameErrors({ first: ' ', last: 'B\u0000erger' }, ['first', 'last'])).toEqual({
      first: { key: 'forms.codes.required' },
      last: { key: 'forms.codes.invalid-characters' },
    });
  });
});

describe('property: every form asking for a new password judges it by the one definition', () => {
  const typed = fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom('Fanshop2026!', 'x'.repeat(PASSWORD_MAX_LENGTH + 1), ''),
  );

  it('the registration, the reset and the password change say the same of the same passwords', () => {
    fc.assert(
      fc.property(typed, fc.option(typed, { nil: undefined }), (password, other) => {
        const confirmation = other ?? password;
        const register = validateRegistration({
          ...registration,
          password,
          password_confirmation: confirmation,
        });
        const reset = validateResetPassword({
          email: registration.email,
          password,
          password_confirmation: confirmation,
        });
        const change = validatePasswordChange({
          oldPassword: 'Fanshop2025!',
          newPassword: password,
          newPassword_confirmation: confirmation,
          email: registration.email,
        });
        expect([reset.password, reset.password_confirmation]).toEqual([
          register.password,
          register.password_confirmation,
        ]);
        expect([change.newPassword, change.newPassword_confirmation]).toEqual([
          register.password,
          register.password_confirmation,
        ]);
      }),
    );
  });

  it('the registration and the account details say the same of the same names', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), fc.string({ maxLength: 60 }), (firstName, lastName) => {
        const register = validateRegistration({
          ...registration,
          firstName,
          lastName,
          password: 'Fanshop2026!',
          password_confirmation: 'Fanshop2026!',
        });
        const details = validatePersonalData({
          firstName,
          lastName,
          email: '',
          phone: '',
          birthday: '',
          gender: '',
        });
        expect([details.firstName, details.lastName]).toEqual([register.firstName, register.lastName]);
      }),
    );
  });
});
