import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_LENGTH,
  birthdayProblem,
  confirmationProblem,
  currentPasswordProblem,
  emailProblem,
  isEmailAddress,
  isPasswordConfirmed,
  nameProblem,
  newPasswordProblem,
  phoneProblem,
} from './field-rules.js';

const TODAY = new Date('2026-05-20T10:00:00Z');

describe('given what a shopper types about themself', () => {
  it('when a name is blank, too long or holds control characters, then it says why, as an address name does', () => {
    expect(nameProblem('Anna')).toBeUndefined();
    expect(nameProblem('  ')).toEqual({ code: 'required' });
    expect(nameProblem('x'.repeat(51))).toEqual({ code: 'too-long', max: 50 });
    expect(nameProblem('An\u0007na')).toEqual({ code: 'invalid-characters' });
  });

  it('when an email is blank, too long, odd or not an address, then it says why', () => {
    expect(emailProblem(' anna@example.at ')).toBeUndefined();
    expect(emailProblem('')).toEqual({ code: 'required' });
    expect(emailProblem(`${'a'.repeat(EMAIL_MAX_LENGTH)}@x.at`)).toEqual({
      code: 'too-long',
      max: EMAIL_MAX_LENGTH,
    });
    expect(emailProblem('anna\u0000@example.at')).toEqual({ code: 'invalid-characters' });
    for (const email of [
      'anna',
      'anna@',
      'anna@example',
      'an na@example.at',
      'anna@example.a',
      '@example.at',
    ]) {
      expect(emailProblem(email), email).toEqual({ code: 'invalid-email' });
      expect(isEmailAddress(email), email).toBe(false);
    }
  });

  it('when a new password is empty, shorter than 8 or longer than 128 characters as typed, then it says why', () => {
    expect(newPasswordProblem('')).toEqual({ code: 'required' });
    expect(newPasswordProblem('1234567')).toEqual({ code: 'too-short', min: PASSWORD_MIN_LENGTH });
    expect(newPasswordProblem('        ')).toBeUndefined();
    expect(newPasswordProblem('x'.repeat(PASSWORD_MAX_LENGTH))).toBeUndefined();
    expect(newPasswordProblem('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual({
      code: 'too-long',
      max: PASSWORD_MAX_LENGTH,
    });
  });

  it('when a password proves who one is, then only blank and overlong ones are refused: older ones may be short', () => {
    expect(currentPasswordProblem('short')).toBeUndefined();
    expect(currentPasswordProblem('')).toEqual({ code: 'required' });
    expect(currentPasswordProblem('x'.repeat(PASSWORD_MAX_LENGTH + 1))).toEqual({
      code: 'too-long',
      max: PASSWORD_MAX_LENGTH,
    });
  });

  it('when the confirmation differs in any way, even by a space or a letter case, then it is a mismatch', () => {
    expect(confirmationProblem('Fanshop2026!', 'Fanshop2026!')).toBeUndefined();
    expect(confirmationProblem('Fanshop2026!', 'Fanshop2026! ')).toEqual({ code: 'password-mismatch' });
    expect(confirmationProblem('Fanshop2026!', 'fanshop2026!')).toEqual({ code: 'password-mismatch' });
    expect(confirmationProblem('Fanshop2026!', '')).toEqual({ code: 'password-mismatch' });
  });

  it('when a phone number is given, then it is 3 to 30 digits, spaces and + ( ) / -; none is fine', () => {
    expect(phoneProblem('')).toBeUndefined();
    expect(phoneProblem(' +43 (660) 123/45-67 ')).toBeUndefined();
    expect(phoneProblem('call me')).toEqual({ code: 'invalid-phone' });
    expect(phoneProblem('12')).toEqual({ code: 'invalid-phone' });
    expect(phoneProblem('1'.repeat(PHONE_MAX_LENGTH + 1))).toEqual({
      code: 'too-long',
      max: PHONE_MAX_LENGTH,
    });
    expect(phoneProblem('0660\u0000123')).toEqual({ code: 'invalid-characters' });
  });

  it('when a birthday is given, then it is a real date from 1900 up to today; none is fine', () => {
    expect(birthdayProblem('', TODAY)).toBeUndefined();
    expect(birthdayProblem('1990-02-28', TODAY)).toBeUndefined();
    expect(birthdayProblem('1900-01-01', TODAY)).toBeUndefined();
    expect(birthdayProblem('2026-05-20', TODAY)).toBeUndefined();
    expect(birthdayProblem('1990-02-30', TODAY)).toEqual({ code: 'invalid-date' });
    expect(birthdayProblem('20.05.1990', TODAY)).toEqual({ code: 'invalid-date' });
    expect(birthdayProblem('1899-12-31', TODAY)).toEqual({ code: 'date-out-of-range' });
    expect(birthdayProblem('2026-05-21', TODAY)).toEqual({ code: 'date-out-of-range' });
    expect(birthdayProblem('2026-05-20', new Date('2026-05-20T00:00:00Z'))).toBeUndefined();
    expect(birthdayProblem('1990-02-280', TODAY)).toEqual({ code: 'too-long', max: 10 });
  });
});

describe('property: the field rules agree with their definitions', () => {
  const typed = fc.oneof(
    fc.string({ maxLength: 140 }),
    fc.string({ unit: fc.constantFrom('a', '1', ' ', '\t', 'Ä', '😀'), maxLength: 12 }),
  );

  it('a new password is accepted exactly when it has 8 to 128 UTF-16 units as typed, whatever they are', () => {
    fc.assert(
      fc.property(typed, (password) => {
        const fine = password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH;
        expect(newPasswordProblem(password) === undefined).toBe(fine);
      }),
    );
  });

  it('every new password is a password that may prove who one is, never the other way round alone', () => {
    fc.assert(
      fc.property(typed, (password) => {
        if (newPasswordProblem(password) === undefined)
          expect(currentPasswordProblem(password)).toBeUndefined();
      }),
    );
  });

  it('a confirmation is accepted exactly when it equals the password, and the rule is symmetric', () => {
    fc.assert(
      fc.property(typed, typed, fc.boolean(), (password, other, same) => {
        const confirmation = same ? password : other;
        expect(isPasswordConfirmed(password, confirmation)).toBe(password === confirmation);
        expect(isPasswordConfirmed(confirmation, password)).toBe(isPasswordConfirmed(password, confirmation));
        expect(confirmationProblem(password, confirmation) === undefined).toBe(password === confirmation);
      }),
    );
  });

  it('surrounding spaces never change what is wrong with a name, an email or a phone number', () => {
    fc.assert(
      fc.property(typed, fc.constantFrom(' ', '  ', '\n'), (value, pad) => {
        const padded = `${pad}${value}${pad}`;
        expect(nameProblem(padded)).toEqual(nameProblem(value));
        expect(emailProblem(padded)).toEqual(emailProblem(value));
        expect(phoneProblem(padded)).toEqual(phoneProblem(value));
      }),
    );
  });

  it('any birthday accepted is an ISO date from 1900 up to today that reads back as itself', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc
            .date({ min: new Date('1850-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
            .map((d) => d.toISOString().slice(0, 10)),
          fc.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
          typed,
        ),
        (value) => {
          if (birthdayProblem(value, TODAY) !== undefined || value.trim() === '') return;
          const text = value.trim();
          expect(new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10)).toBe(text);
          expect(text >= '1900-01-01' && text <= TODAY.toISOString().slice(0, 10)).toBe(true);
        },
      ),
    );
  });
});

describe('the field rules at their edges', () => {
  it('given an address, then it is one exactly when the email rule finds no problem', () => {
    expect(isEmailAddress(' marko@example.at ')).toBe(true);
    expect(isEmailAddress('marko@example')).toBe(false);
  });

  it('given an email or phone number with something after it, or a phone with something before, then it is refused', () => {
    expect(emailProblem('marko@example.at x')).toEqual({ code: 'invalid-email' });
    expect(emailProblem('mar ko@example.at')).toEqual({ code: 'invalid-email' });
    expect(phoneProblem('+43 1 234 x')).toEqual({ code: 'invalid-phone' });
    expect(phoneProblem('x+43 1 234')).toEqual({ code: 'invalid-phone' });
    expect(phoneProblem('0664 123 45')).toBeUndefined();
  });

  it('given a birthday with spaces around it, or today, then it is fine', () => {
    expect(birthdayProblem(' 1990-02-28 ', TODAY)).toBeUndefined();
    expect(birthdayProblem('2026-05-20', TODAY)).toBeUndefined();
    expect(birthdayProblem('2026-05-21', TODAY)).toEqual({ code: 'date-out-of-range' });
  });
});
