import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fieldErrors, isApiFailure } from './errors.js';

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
