import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ERROR_CODES } from './error-codes.js';
import {
  errorAnswerBody,
  fieldErrorCodes,
  fieldErrors,
  fieldFailures,
  isApiFailure,
  ResponseParseError,
  ShopError,
} from './errors.js';

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

describe('reading what an API failure holds', () => {
  it('given a status that is not a number, then it is no API failure', () => {
    expect(isApiFailure({ status: '422', data: {} })).toBe(false);
    expect(isApiFailure({ status: 422 })).toBe(false);
  });

  it('given errors that are text, a list or hold no text, then no field has a message', () => {
    for (const errors of ['broken', ['email'], null, { email: 5, password: [7], name: null }]) {
      expect(fieldErrors({ status: 422, data: { errors } }), JSON.stringify(errors)).toEqual({});
    }
  });

  it('given a limit that is no finite number, then the field has none', () => {
    for (const limit of ['fifty', Number.POSITIVE_INFINITY]) {
      const answer = { errors: { name: 'long' }, codes: { name: 'too-long' }, limits: { name: limit } };
      expect(Object.keys(fieldFailures({ status: 422, data: answer }).name ?? {})).toEqual([
        'message',
        'code',
      ]);
    }
  });

  it('given a field with only a code or only a message, then it has only that', () => {
    const answer = { errors: { email: 'taken' }, codes: { name: 'too-long' } };
    const failures = fieldFailures({ status: 422, data: answer });
    expect(Object.keys(failures.email ?? {})).toEqual(['message']);
    expect(Object.keys(failures.name ?? {})).toEqual(['code']);
  });
});

describe('errors of the core as logs show them', () => {
  it('given a rule’s error or a response the shop cannot read, then each is named and says what failed', () => {
    const rule = new ShopError('page-not-found', 'Page Not Found: /x/');
    const parse = new ResponseParseError('cart.lines');
    expect([rule.name, rule.message, rule.code]).toEqual([
      'ShopError',
      'Page Not Found: /x/',
      'page-not-found',
    ]);
    expect([parse.name, parse.message, parse.code]).toEqual([
      'ResponseParseError',
      'failed to parse the server response: cart.lines',
      'parse',
    ]);
  });
});

describe('errorAnswerBody', () => {
  it('given one failure per field, then fieldFailures reads back each code, message and limit', () => {
    const failure = fc.record(
      { code: fc.constantFrom(...ERROR_CODES), message: fc.string(), limit: fc.integer({ min: 0 }) },
      { requiredKeys: ['code', 'message'] },
    );
    fc.assert(
      fc.property(fc.dictionary(fc.stringMatching(/^[a-z][A-Za-z]{0,9}$/), failure), (failures) => {
        expect(fieldFailures({ status: 422, data: errorAnswerBody(failures) })).toEqual(failures);
      }),
    );
  });

  it('given no failure with a number, then the body has no limits', () => {
    expect(errorAnswerBody({ token: { code: 'invalid-token', message: 'invalid token' } })).toEqual({
      errors: { token: 'invalid token' },
      codes: { token: 'invalid-token' },
    });
  });
});
