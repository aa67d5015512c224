import {
  confirmationProblem,
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  nameProblem,
  newPasswordProblem,
  PHONE_MAX_LENGTH,
} from '@fanshop/core/account';
import type { FormValues, StringField } from './form-model';
import { problemMessages } from './problem-messages';
import type { MessageRef } from './message-ref';

/** What the browser is told of a field about a person: the same wherever a form asks for it. */
export interface PersonFieldSpec {
  /** The i18n key of its label. */
  readonly label: string;
  readonly type?: 'text' | 'email' | 'tel' | 'date';
  readonly autoComplete: string;
  /** Core's limit, so the browser never lets more be typed than the API takes. */
  readonly maxLength?: number;
}

/**
 * The fields about a person the login, registration, password and account forms share, each defined
 * once; a form adds only what is its own (whether it is required, a hint, read-only).
 */
export const PERSON_FIELDS = {
  firstName: { label: 'account.fields.firstName', autoComplete: 'given-name', maxLength: NAME_MAX_LENGTH },
  lastName: { label: 'account.fields.lastName', autoComplete: 'family-name', maxLength: NAME_MAX_LENGTH },
  email: { label: 'account.fields.email', type: 'email', autoComplete: 'email', maxLength: EMAIL_MAX_LENGTH },
  phone: { label: 'account.fields.phone', type: 'tel', autoComplete: 'tel', maxLength: PHONE_MAX_LENGTH },
  birthday: { label: 'account.fields.birthday', type: 'date', autoComplete: 'bday' },
} as const satisfies Record<string, PersonFieldSpec>;

/** A field of `PERSON_FIELDS`. */
export type PersonField = keyof typeof PERSON_FIELDS;

const textOf = <V extends FormValues>(values: V, field: StringField<V>): string => values[field] as string;

/** Names left blank, or that core's `nameProblem` refuses for another reason. */
export function nameErrors<V extends FormValues>(
  values: V,
  fields: readonly StringField<V>[],
): Partial<Record<StringField<V>, MessageRef>> {
  return problemMessages(
    Object.fromEntries(fields.map((field) => [field, nameProblem(textOf(values, field))])) as Partial<
      Record<StringField<V>, ReturnType<typeof nameProblem>>
    >,
  );
}

/**
 * A new password that core's rules refuse once something is typed (a blank one is the form's required
 * rule), and a confirmation that does not repeat it once something is typed there. Both are checked
 * here as well as by the API: a confirmation that differs keeps the form from being sent, so the API's
 * length message never came and the shopper, told only that the passwords differ, fixed the one and
 * then learned of the other.
 */
export function newPasswordErrors<V extends FormValues>(
  values: V,
  password: StringField<V>,
  confirmation: StringField<V>,
): Partial<Record<StringField<V>, MessageRef>> {
  const typed = textOf(values, password);
  const repeated = textOf(values, confirmation);
  const length = newPasswordProblem(typed);
  return problemMessages({
    [password]: typed !== '' && length?.code !== 'required' ? length : undefined,
    [confirmation]: repeated !== '' ? confirmationProblem(typed, repeated) : undefined,
  } as Partial<Record<StringField<V>, ReturnType<typeof newPasswordProblem>>>);
}
