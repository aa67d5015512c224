import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ERROR_CODES } from './error-codes.js';
import { fieldErrorCodes, fieldErrors, fieldFailures, isApiFailure } from './errors.js';

describe('fieldErrors', () => {
  it('given an API failure with an errors object, then each field maps to its message', () => {
    const failure = { status: 422, data: { errors: { email: 'taken', password: ['too short', 'weak'] } } };
    expect(isApiFailure(failure)).toBe(true);
    expect(fieldErrors(failure)).toEqual({ email: 'taken', password: 'too short' });
  });

  it('given anything else, then it yields no field errors and never throws', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        const result = fieldErrors(value);
        return Object.values(result).every((m) => typeof m === 'string');
      }),
    );
    expect(fieldErrors({ status: 500, data: 'oops' })).toEqual({});
  });
});

describe('fieldErrorCodes and fieldFailures', () => {
  it('given an answer with codes and limits beside its messages, then each field has its code, limit and message', () => {
    const failure = {
      status: 422,
      data: {
        errors: { firstName: 'must be at most 50 characters', email: 'must be a valid email address' },
        codes: { firstName: 'too-long', email: ['invalid-email'] },
        limits: { firstName: 50 },
      },
    };
    expect(fieldErrorCodes(failure)).toEqual({ firstName: 'too-long', email: 'invalid-email' });
    expect(fieldFailures(failure)).toEqual({
      firstName: { message: 'must be at most 50 characters', code: 'too-long', limit: 50 },
      email: { message: 'must be a valid email address', code: 'invalid-email' },
    });
  });

  it('given a code this client does not know, then the field keeps its message and no code', () => {
    const failure = {
      status: 422,
      data: { errors: { email: 'taken' }, codes: { email: 'email-on-the-moon' } },
    };
    expect(fieldErrorCodes(failure)).toEqual({});
    expect(fieldFailures(failure)).toEqual({ email: { message: 'taken' } });
  });

  it('given an answer without codes, as an older API sends, then the messages are all there is', () => {
    expect(fieldFailures({ status: 403, data: { errors: { token: 'invalid token' } } })).toEqual({
      token: { message: 'invalid token' },
    });
  });

  it('given anything at all, then every code read is one of the vocabulary and nothing throws', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record({
            status: fc.integer(),
            data: fc.record({ codes: fc.dictionary(fc.string(), fc.anything()) }),
          }),
        ),
        (value) => {
          for (const code of Object.values(fieldErrorCodes(value))) expect(ERROR_CODES).toContain(code);
          for (const failure of Object.values(fieldFailures(value))) {
            if (failure.limit !== undefined) expect(Number.isFinite(failure.limit)).toBe(true);
          }
        },
      ),
    );
  });
});
