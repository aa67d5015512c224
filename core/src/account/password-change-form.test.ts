import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  canSubmitPasswordChange,
  emptyPasswordChangeForm,
  passwordChangeErrors,
  type PasswordChangeForm,
} from './password-change-form.js';

const initial = emptyPasswordChangeForm('marko@example.at');

describe('given the password change form as first shown', () => {
  it('then its passwords are empty and its email the account’s', () => {
    expect(emptyPasswordChangeForm('marko@example.at')).toEqual({
      oldPassword: '',
      newPassword: '',
      newPassword_confirmation: '',
      email: 'marko@example.at',
    });
  });

  it('when nothing changed, then submit is disabled even though the empty passwords match', () => {
    expect(canSubmitPasswordChange(initial, initial)).toBe(false);
  });

  it('when the new password equals its confirmation after a change, then submit is enabled', () => {
    const form = { ...initial, oldPassword: 'old', newPassword: 'n3w', newPassword_confirmation: 'n3w' };
    expect(canSubmitPasswordChange(initial, form)).toBe(true);
  });

  it('when the confirmation differs, even by a space, then submit is disabled', () => {
    const form = { ...initial, oldPassword: 'old', newPassword: 'n3w', newPassword_confirmation: 'n3w ' };
    expect(canSubmitPasswordChange(initial, form)).toBe(false);
  });

  it('when the server rejects the old password, then the message is read for that field', () => {
    const error = { status: 422, data: { errors: { oldPassword: ['The old password is wrong.'] } } };
    expect(passwordChangeErrors(error)).toEqual({ oldPassword: 'The old password is wrong.' });
  });
});

const secret = fc.string({ unit: fc.constantFrom('a', 'b', ' '), maxLength: 3 });
const form: fc.Arbitrary<PasswordChangeForm> = fc.record({
  oldPassword: secret,
  newPassword: secret,
  newPassword_confirmation: secret,
  email: fc.constantFrom('marko@example.at', 'other@example.at'),
});

describe('property: the submit rule agrees with its definition', () => {
  it('submit is enabled exactly when some field changed and the new password equals its confirmation', () => {
    fc.assert(
      fc.property(form, form, (a, b) => {
        const changed =
          a.oldPassword !== b.oldPassword ||
          a.newPassword !== b.newPassword ||
          a.newPassword_confirmation !== b.newPassword_confirmation ||
          a.email !== b.email;
        return canSubmitPasswordChange(a, b) === (changed && b.newPassword === b.newPassword_confirmation);
      }),
    );
  });
});
