import {
  type Account,
  type PersonalData,
  readUserGender,
  canSubmitPersonalData,
  personalDataFormOf,
  type PersonalDataForm,
  canSubmitPasswordChange,
  emptyPasswordChangeForm,
  type PasswordChangeForm,
} from '@fanshop/core/account';
import { requireFilled } from '../components/form/rules';
import type { FormValidator } from '../components/form/form-model';
import { nameErrors, newPasswordErrors } from '../components/form/person-fields';

/** The personal data form as typed (the core's `PersonalDataForm`, every field text). */
export type PersonalDataValues = { [K in keyof PersonalDataForm]: string };
/** The password change form as typed. */
export type PasswordChangeValues = { [K in keyof PasswordChangeForm]: string };

/** The core's form from what was typed. */
export function personalDataOf(values: PersonalDataValues): PersonalDataForm {
  return { ...values, gender: readUserGender(values.gender) };
}

/** The form filled with the account's data. */
export function personalDataValuesOf(account: PersonalData): PersonalDataValues {
  return { ...personalDataFormOf(account) };
}

/** Spec section 5: enabled only once something changed (the core's rule). */
export function canSavePersonalData(account: Account, values: PersonalDataValues): boolean {
  return canSubmitPersonalData(personalDataFormOf(account), personalDataOf(values));
}

export const validatePersonalData: FormValidator<PersonalDataValues> = (v) =>
  nameErrors(v, ['firstName', 'lastName']);

/** The password form as first shown. */
export function passwordChangeValuesOf(email: string): PasswordChangeValues {
  return { ...emptyPasswordChangeForm(email) };
}

/** Spec section 5: enabled only when something changed and the new password equals its confirmation. */
export function canChangePassword(email: string, values: PasswordChangeValues): boolean {
  return canSubmitPasswordChange(emptyPasswordChangeForm(email), values);
}

export const validatePasswordChange: FormValidator<PasswordChangeValues> = (v) => ({
  ...requireFilled(v, ['oldPassword', 'newPassword', 'newPassword_confirmation']),
  ...newPasswordErrors(v, 'newPassword', 'newPassword_confirmation'),
});
