import { NAME_MAX_LENGTH, textProblem, type TextProblem } from './address-rules.js';

/**
 * The rules of the fields a shopper types about themself (spec sections 3 and 5): names, email,
 * password and its confirmation, phone, birthday. The one version the account API, the checkout host
 * and the storefront's forms apply. A rule answers a problem code, never a sentence.
 */

/** The longest email address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** How long a new password may be, as typed: never trimmed. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The longest phone number. */
export const PHONE_MAX_LENGTH = 30;

/** A birthday as `YYYY-MM-DD`: ten characters. */
export const BIRTHDAY_LENGTH = 10;

/** The earliest birthday an account may give. */
export const EARLIEST_BIRTHDAY = '1900-01-01';

/** What is wrong with an email address. */
export type EmailProblem = TextProblem | { readonly code: 'invalid-email' };

/** What is wrong with a password. */
export type PasswordProblem =
  | { readonly code: 'required' }
  | { readonly code: 'too-short'; readonly min: number }
  | { readonly code: 'too-long'; readonly max: number };

/** What is wrong with a password's confirmation. */
export type ConfirmationProblem = { readonly code: 'password-mismatch' };

/** What is wrong with a phone number. */
export type PhoneProblem = Exclude<TextProblem, { code: 'required' }> | { readonly code: 'invalid-phone' };

/** What is wrong with a birthday. */
export type BirthdayProblem =
  | Exclude<TextProblem, { code: 'required' }>
  | { readonly code: 'invalid-date' }
  | { readonly code: 'date-out-of-range' };

/** An address the shop can send mail to: a local part, an @ and a domain with a dot, none of them odd. */
const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]{2,}$/;

/** Digits, spaces and `+ ( ) / -`, 3 to 30 of them. */
const PHONE = /^\+?[0-9 ()/-]{3,30}$/;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The problem of a first or last name, of an account as of an address: 1 to 50 characters, trimmed. */
export function nameProblem(value: string): TextProblem | undefined {
  return textProblem(value, NAME_MAX_LENGTH);
}

/** The problem of an email address, trimmed: required, at most 254 characters, of the form of one. */
export function emailProblem(value: string): EmailProblem | undefined {
  const text = textProblem(value, EMAIL_MAX_LENGTH);
  if (text) return text;
  return EMAIL.test(value.trim()) ? undefined : { code: 'invalid-email' };
}

/** Whether a text, trimmed, is an email address the shop can send to. */
export function isEmailAddress(value: string): boolean {
  return emailProblem(value) === undefined;
}

/**
 * The problem of a password given to prove who one is (login, the current password): only required,
 * and no longer than any password can be. Older passwords may be shorter than today's minimum.
 */
export function currentPasswordProblem(password: string): PasswordProblem | undefined {
  if (password === '') return { code: 'required' };
  if (password.length > PASSWORD_MAX_LENGTH) return { code: 'too-long', max: PASSWORD_MAX_LENGTH };
  return undefined;
}

/** The problem of a new password, as typed: 8 to 128 characters. */
export function newPasswordProblem(password: string): PasswordProblem | undefined {
  const current = currentPasswordProblem(password);
  if (current) return current;
  if (password.length < PASSWORD_MIN_LENGTH) return { code: 'too-short', min: PASSWORD_MIN_LENGTH };
  return undefined;
}

/** Whether a password's confirmation repeats it exactly, as typed (spec section 5). */
export function isPasswordConfirmed(password: string, confirmation: string): boolean {
  return password === confirmation;
}

/** The problem of a password's confirmation: it does not repeat the password. */
export function confirmationProblem(password: string, confirmation: string): ConfirmationProblem | undefined {
  return isPasswordConfirmed(password, confirmation) ? undefined : { code: 'password-mismatch' };
}

/** The problem of a phone number, trimmed; none is fine. */
export function phoneProblem(value: string): PhoneProblem | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const problem = textProblem(text, PHONE_MAX_LENGTH);
  if (problem && problem.code !== 'required') return problem;
  return PHONE.test(text) ? undefined : { code: 'invalid-phone' };
}

/**
 * The problem of a birthday, trimmed; none is fine. A real calendar date `YYYY-MM-DD` from
 * `EARLIEST_BIRTHDAY` up to `today` (an instant: the day it falls on in UTC, as the dates are stored).
 */
export function birthdayProblem(value: string, today: Date): BirthdayProblem | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  const problem = textProblem(text, BIRTHDAY_LENGTH);
  if (problem && problem.code !== 'required') return problem;
  if (!ISO_DATE.test(text)) return { code: 'invalid-date' };
  const date = new Date(`${text}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== text)
    return { code: 'invalid-date' };
  if (text < EARLIEST_BIRTHDAY || date.getTime() > today.getTime()) return { code: 'date-out-of-range' };
  return undefined;
}
