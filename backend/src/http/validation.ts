import {
  birthdayProblem,
  confirmationProblem,
  currentPasswordProblem,
  emailProblem,
  newPasswordProblem,
  textProblem,
  type AddressFieldProblem,
  type BirthdayProblem,
  type ConfirmationProblem,
  type EmailProblem,
  type PasswordProblem,
  type PhoneProblem,
} from '@fanshop/core/account';
import { failure, type FieldFailure, validationFailed } from './errors';

/** A problem one of core's field rules finds. */
export type FieldProblem =
  AddressFieldProblem | EmailProblem | PasswordProblem | ConfirmationProblem | PhoneProblem | BirthdayProblem;

/** The API's failure for a problem one of core's rules found: its code, its words, and the limit it broke. */
export function failureOf(problem: FieldProblem): FieldFailure {
  return failure(problem.code, 'max' in problem ? problem.max : 'min' in problem ? problem.min : undefined);
}

/**
 * Collects per-field failures while reading a JSON object, then throws one 422 with all of them.
 * Readers return a safe value even when the field is invalid, so a route can read every field
 * before calling {@link Validator.done}. The rules of the fields are core's; this reads the JSON.
 */
export class Validator {
  readonly failures: Record<string, FieldFailure> = {};

  constructor(private readonly body: Record<string, unknown>) {}

  /** Whether the body holds the field at all. */
  has(field: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.body, field) && this.body[field] !== undefined;
  }

  /** Records a field's failure; its first one stands. */
  fail(field: string, failed: FieldFailure): void {
    this.failures[field] ??= failed;
  }

  /** A field's string as sent; missing or null reads as '', anything else fails as not a string. */
  private string(field: string): string {
    const raw = this.has(field) ? this.body[field] : undefined;
    if (raw === undefined || raw === null) return '';
    if (typeof raw !== 'string') {
      this.fail(field, failure('not-text'));
      return '';
    }
    return raw;
  }

  /**
   * A trimmed text of at most `max` characters without control characters (core's `textProblem`);
   * blank reads as '', refused only when `required`.
   */
  text(field: string, rule: { readonly required?: boolean; readonly max: number }): string {
    const value = this.string(field).trim();
    if (value === '' && !rule.required) return '';
    const problem = textProblem(value, rule.max);
    if (problem) this.fail(field, failureOf(problem));
    return value;
  }

  /** A trimmed text judged by one of core's field rules; blank reads as '', so the rule decides on it. */
  checked(field: string, rule: (value: string) => FieldProblem | undefined): string {
    const value = this.string(field).trim();
    const problem = rule(value);
    if (problem) this.fail(field, failureOf(problem));
    return value;
  }

  /** An email address, trimmed (core's `emailProblem`). */
  email(field: string): string {
    return this.checked(field, emailProblem);
  }

  /**
   * A password as typed, never trimmed: a new one by core's `newPasswordProblem`, one that proves who
   * the caller is (`check: false`) by `currentPasswordProblem`. Too long reads as ''.
   */
  password(field: string, options: { check?: boolean } = {}): string {
    const raw = this.string(field);
    const problem = options.check === false ? currentPasswordProblem(raw) : newPasswordProblem(raw);
    if (problem) this.fail(field, failureOf(problem));
    return problem?.code === 'too-long' ? '' : raw;
  }

  /** A password's confirmation: it must repeat `password` exactly (core's `confirmationProblem`). */
  confirmation(field: string, password: string): void {
    const raw = this.has(field) ? this.body[field] : undefined;
    const problem =
      typeof raw === 'string' ? confirmationProblem(password, raw) : { code: 'password-mismatch' as const };
    if (problem) this.fail(field, failureOf(problem));
  }

  /** One of a fixed list of strings. */
  oneOf<T extends string>(field: string, allowed: readonly T[], fallback: T): T {
    const raw = this.has(field) ? this.body[field] : undefined;
    if (raw === undefined || raw === null) return fallback;
    if (typeof raw === 'string' && (allowed as readonly string[]).includes(raw)) return raw as T;
    const options = allowed.map((a) => (a === '' ? "''" : a)).join(', ');
    this.fail(field, failure('not-an-option', undefined, `must be one of: ${options}`));
    return fallback;
  }

  /** A positive integer, as a number or a string of digits. */
  positiveInt(field: string, options: { required?: boolean; max?: number } = {}): number | undefined {
    const raw = this.has(field) ? this.body[field] : undefined;
    if (raw === undefined || raw === null || raw === '') {
      if (options.required) this.fail(field, failure('required'));
      return undefined;
    }
    const n =
      typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(n) || n < 1) {
      this.fail(field, failure('not-a-whole-number'));
      return undefined;
    }
    if (options.max !== undefined && n > options.max) {
      this.fail(field, failure('too-large', options.max));
      return undefined;
    }
    return n;
  }

  /** A boolean (true/false, 1/0, "true"/"false"); missing reads as the fallback. */
  flag(field: string, fallback: boolean): boolean {
    const raw = this.has(field) ? this.body[field] : undefined;
    if (raw === undefined || raw === null) return fallback;
    if (raw === true || raw === 1 || raw === 'true' || raw === '1') return true;
    if (raw === false || raw === 0 || raw === 'false' || raw === '0') return false;
    this.fail(field, failure('not-a-flag'));
    return fallback;
  }

  /** A birthday `YYYY-MM-DD` from 1900 up to `today`, or '' (core's `birthdayProblem`). */
  birthday(field: string, today: Date): string {
    return this.checked(field, (value) => birthdayProblem(value, today));
  }

  /** Throws the 422 when any field failed. */
  done(): void {
    if (Object.keys(this.failures).length > 0) throw validationFailed(this.failures);
  }
}
