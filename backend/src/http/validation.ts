import type { AddressFieldProblem } from '@fanshop/core/account';
import { type FieldErrors, validationFailed } from './errors';

// Control characters never belong in a name, address or phone number.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/;

const EMAIL = /^[^\s@"<>()[\]\\,;:]+@[^\s@"<>()[\]\\,;:]+\.[^\s@"<>()[\]\\,;:]{2,}$/;

/** How long a password may be: 8 to 128 characters as typed. */
export const PASSWORD_LENGTH = { min: 8, max: 128 } as const;

/** The longest email address (RFC 5321's path limit). */
export const EMAIL_MAX_LENGTH = 254;

/** Whether a text, trimmed, is an email address the shop can send to. */
export function isEmailAddress(value: string): boolean {
  const text = value.trim();
  return text.length <= EMAIL_MAX_LENGTH && !CONTROL.test(text) && EMAIL.test(text);
}

/** The API's words for a problem found by one of core's rules (docs/api.md, "Validation messages"). */
export function problemMessage(problem: AddressFieldProblem): string {
  switch (problem.code) {
    case 'required':
      return 'required';
    case 'too-long':
      return `must be at most ${problem.max} characters`;
    case 'invalid-characters':
      return 'contains invalid characters';
    case 'postal-code':
      return 'must be a postal code';
    case 'postal-code-austria':
      return 'must be a 4-digit Austrian postal code';
  }
}

interface TextRule {
  readonly required?: boolean;
  readonly max: number;
  readonly min?: number;
  readonly pattern?: RegExp;
  readonly patternMessage?: string;
}

/**
 * Collects per-field messages while reading a JSON object, then throws one 422 with all of them.
 * Readers return a safe value even when the field is invalid, so a route can read every field
 * before calling {@link Validator.done}.
 */
export class Validator {
  readonly errors: FieldErrors = {};

  constructor(private readonly body: Record<string, unknown>) {}

  /** Whether the body holds the field at all. */
  has(field: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.body, field) && this.body[field] !== undefined;
  }

  fail(field: string, message: string): void {
    this.errors[field] ??= message;
  }

  /** A trimmed text field; missing or null reads as ''. */
  text(field: string, rule: TextRule): string {
    const raw = this.has(field) ? this.body[field] : undefined;
    if (raw === undefined || raw === null) {
      if (rule.required) this.fail(field, 'required');
      return '';
    }
    if (typeof raw !== 'string') {
      this.fail(field, 'must be a string');
      return '';
    }
    const value = raw.trim();
    if (value === '') {
      if (rule.required) this.fail(field, 'required');
      return '';
    }
    if (value.length > rule.max) this.fail(field, `must be at most ${rule.max} characters`);
    else if (rule.min !== undefined && value.length < rule.min)
      this.fail(field, `must be at least ${rule.min} characters`);
    else if (CONTROL.test(value)) this.fail(field, 'contains invalid characters');
    else if (rule.pattern && !rule.pattern.test(value)) this.fail(field, rule.patternMessage ?? 'is invalid');
    return value;
  }

  /** An email address, trimmed. */
  email(field: string): string {
    return this.text(field, {
      required: true,
      max: EMAIL_MAX_LENGTH,
      pattern: EMAIL,
      patternMessage: 'must be a valid email address',
    });
  }

  /**
   * A trimmed text field judged by one of core's rules (the address rules the checkout applies too);
   * missing or null reads as '', so the rule decides whether that is allowed.
   */
  checked(field: string, rule: (value: string) => AddressFieldProblem | undefined): string {
    const raw = this.has(field) ? this.body[field] : undefined;
    if (raw !== undefined && raw !== null && typeof raw !== 'string') {
      this.fail(field, 'must be a string');
      return '';
    }
    const value = typeof raw === 'string' ? raw.trim() : '';
    const problem = rule(value);
    if (problem) this.fail(field, problemMessage(problem));
    return value;
  }

  /** A password as typed (not trimmed): 8 to 128 characters. */
  password(field: string, options: { check?: boolean } = {}): string {
    const raw = this.has(field) ? this.body[field] : undefined;
    if (raw === undefined || raw === null || raw === '') {
      this.fail(field, 'required');
      return '';
    }
    if (typeof raw !== 'string') {
      this.fail(field, 'must be a string');
      return '';
    }
    if (raw.length > PASSWORD_LENGTH.max) {
      this.fail(field, `must be at most ${PASSWORD_LENGTH.max} characters`);
      return '';
    }
    if (options.check !== false && raw.length < PASSWORD_LENGTH.min)
      this.fail(field, `must be at least ${PASSWORD_LENGTH.min} characters`);
    return raw;
  }

  /** A value that must equal another (password confirmation). */
  confirmation(field: string, expected: string): void {
    const raw = this.has(field) ? this.body[field] : undefined;
    if (raw !== expected) this.fail(field, 'does not match');
  }

  /** One of a fixed list of strings. */
  oneOf<T extends string>(field: string, allowed: readonly T[], fallback: T): T {
    const raw = this.has(field) ? this.body[field] : undefined;
    if (raw === undefined || raw === null) return fallback;
    if (typeof raw === 'string' && (allowed as readonly string[]).includes(raw)) return raw as T;
    this.fail(field, `must be one of: ${allowed.map((a) => (a === '' ? "''" : a)).join(', ')}`);
    return fallback;
  }

  /** A positive integer, as a number or a string of digits. */
  positiveInt(field: string, options: { required?: boolean; max?: number } = {}): number | undefined {
    const raw = this.has(field) ? this.body[field] : undefined;
    if (raw === undefined || raw === null || raw === '') {
      if (options.required) this.fail(field, 'required');
      return undefined;
    }
    const n =
      typeof raw === 'number' ? raw : typeof raw === 'string' && /^\d{1,15}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(n) || n < 1) {
      this.fail(field, 'must be a positive whole number');
      return undefined;
    }
    if (options.max !== undefined && n > options.max) {
      this.fail(field, `must be at most ${options.max}`);
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
    this.fail(field, 'must be true or false');
    return fallback;
  }

  /** A calendar date `YYYY-MM-DD` from 1900 up to `today`, or ''. */
  birthday(field: string, today: Date): string {
    const value = this.text(field, {
      max: 10,
      pattern: /^\d{4}-\d{2}-\d{2}$/,
      patternMessage: 'must be a date YYYY-MM-DD',
    });
    if (value === '' || this.errors[field]) return value;
    const date = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
      this.fail(field, 'must be a date YYYY-MM-DD');
    } else if (value < '1900-01-01' || date.getTime() > today.getTime()) {
      this.fail(field, 'must be a date between 1900 and today');
    }
    return value;
  }

  /** Throws the 422 when any field failed. */
  done(): void {
    if (Object.keys(this.errors).length > 0) throw validationFailed(this.errors);
  }
}
