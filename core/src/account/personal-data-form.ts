import type { PersonalData } from './account.js';
import type { PersonalDataUpdate } from './account-gateway.js';
import { formErrors } from './form-errors.js';

/** The account-details form: the personal data as typed; its email field is shown disabled. */
export type PersonalDataForm = PersonalData;

/** Every field of the form. */
export const PERSONAL_DATA_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'birthday',
  'gender',
] as const;
export type PersonalDataField = (typeof PERSONAL_DATA_FIELDS)[number];

/** A field a customer may change: every one but the email, which is read-only (spec section 5). */
export type EditablePersonalDataField = Exclude<PersonalDataField, 'email'>;

/** The fields a customer may change, in the form's order. */
export const EDITABLE_PERSONAL_DATA_FIELDS: readonly EditablePersonalDataField[] =
  PERSONAL_DATA_FIELDS.filter((field): field is EditablePersonalDataField => field !== 'email');

/** The form filled with the user's current data. */
export function personalDataFormOf(user: PersonalData): PersonalDataForm {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    birthday: user.birthday,
    gender: user.gender,
  };
}

/** The form with its free-text fields trimmed; idempotent. */
export function trimPersonalData(form: PersonalDataForm): PersonalDataForm {
  return {
    ...form,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    phone: form.phone.trim(),
    birthday: form.birthday.trim(),
  };
}

/**
 * True when some editable field differs from the initial data once both are trimmed: spaces alone
 * are no change, and a changed email is ignored because it cannot be saved.
 */
export function isPersonalDataChanged(initial: PersonalDataForm, form: PersonalDataForm): boolean {
  const before = trimPersonalData(initial);
  const after = trimPersonalData(form);
  return EDITABLE_PERSONAL_DATA_FIELDS.some((field) => before[field] !== after[field]);
}

/** The submit button is enabled only once something changed (spec section 5). */
export function canSubmitPersonalData(initial: PersonalDataForm, form: PersonalDataForm): boolean {
  return isPersonalDataChanged(initial, form);
}

/** What is sent to PUT /api/v1/user/personal/: the trimmed editable fields, never the email. */
export function personalDataUpdateOf(form: PersonalDataForm): PersonalDataUpdate {
  const { email: _email, ...editable } = trimPersonalData(form);
  return editable;
}

/** The server's validation messages for the personal data fields. */
export function personalDataErrors(error: unknown): Partial<Record<PersonalDataField, string>> {
  return formErrors(error, PERSONAL_DATA_FIELDS);
}
