import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formErrors, formFailures } from './form-errors.js';

describe('given a server validation error', () => {
  it('when read for a form, then only that form’s fields are kept, each with its first message', () => {
    const error = {
      status: 422,
      data: { errors: { street: ['required', 'too short'], city: 'required', other: 'x' } },
    };
    expect(formErrors(error, ['street', 'city', 'postal'])).toEqual({ street: 'required', city: 'required' });
  });

  it('when the error is anything at all, then only asked-for fields come back, as strings', () => {
    fc.assert(
      fc.property(fc.anything(), (error) => {
        const result = formErrors(error, ['a', 'b']);
        return Object.entries(result).every(([k, v]) => ['a', 'b'].includes(k) && typeof v === 'string');
      }),
    );
  });

  it('when read with its codes, then only that form’s fields are kept, each with its code, limit and message', () => {
    const error = {
      status: 422,
      data: {
        errors: { street: 'must be at most 100 characters', other: 'x' },
        codes: { street: 'too-long', other: 'required', postal: 'postal-code-austria' },
        limits: { street: 100 },
      },
    };
    expect(formFailures(error, ['street', 'postal', 'city'])).toEqual({
      street: { message: 'must be at most 100 characters', code: 'too-long', limit: 100 },
      postal: { code: 'postal-code-austria' },
    });
  });
});
