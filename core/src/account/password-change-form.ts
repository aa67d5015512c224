import type { PasswordChange } from './account-gateway.js';
import { isPasswordConfirmed } from './field-rules.js';
import { formErrors } from './form-errors.js';

/** The password change form (spec section 3); the email identifies the account and is prefilled. */
export type PasswordChangeForm = PasswordChange;

/** Every field of the form. */
export const PASSWORD_CHANGE_FIELDS = [
  'oldPassword',
  'newPassword',
  'newPassword_confirmation',
  'email',
] as const;
export type PasswordChangeField = (typeof PASSWORD_CHANGE_FIELDS)[number];

/** The form as first shown: no passwords, the account's email. */
export function emptyPasswordChangeForm(email: string): PasswordChangeForm {
  return { oldPassword: '', newPassword: '', newPassword_confirmation: '', email };
}

/** True when some field differs from the initial form. Passwords are compared as typed, never trimmed. */
export function isPasswordChangeFormChanged(initial: PasswordChangeForm, form: PasswordChangeForm): boolean {
  return PASSWORD_CHANGE_FIELDS.some((field) => initial[field] !== form[field]);
}

/** True when the new password equals its confirmation. */
export function isNewPasswordConfirmed(form: PasswordChangeForm): boolean {
  return isPasswordConfirmed(form.newPassword, form.newPassword_confirmation);
}

/**
 * The submit button is disabled unless some field changed and the new password equals its
 * confirmation (spec section 5).
 */
export function canSubmitPasswordChange(initial: PasswordChangeForm, form: PasswordChangeForm): boolean {
  return isPasswordChangeFormChanged(initial, form) && isNewPasswordConfirmed(form);
}

/** The server's validation messages for the password change fields. */
export function passwordChangeErrors(error: unknown): Partial<Record<PasswordChangeField, string>> {
  return formErrors(error, PASSWORD_CHANGE_FIELDS);
}
