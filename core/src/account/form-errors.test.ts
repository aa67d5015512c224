import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formErrors } from './form-errors.js';

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
});
