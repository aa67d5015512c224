import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formErrors, formFailures, loginFormFailures } from './form-errors.js';

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

describe('given a refused login', () => {
  const refused = (field: string) => ({
    status: 422,
    data: { errors: { [field]: 'invalid credentials' }, codes: { [field]: 'invalid-credentials' } },
  });

  it('when read for the login form, then the refusal is the password’s, whichever field the API named', () => {
    const expected = { password: { message: 'invalid credentials', code: 'invalid-credentials' } };
    expect(loginFormFailures(refused('email'))).toEqual(expected);
    expect(loginFormFailures(refused('password'))).toEqual(expected);
  });

  it('when the address itself is wrong, then it stays at the address', () => {
    const error = {
      status: 422,
      data: { errors: { email: 'not an email' }, codes: { email: 'invalid-email' } },
    };
    expect(loginFormFailures(error)).toEqual({ email: { message: 'not an email', code: 'invalid-email' } });
  });

  it('property: nothing but the two fields comes back, and a refusal never marks the address', () => {
    fc.assert(
      fc.property(fc.anything(), fc.constantFrom('email', 'password', 'other'), (noise, field) => {
        for (const error of [noise, refused(field)]) {
          const result = loginFormFailures(error);
          expect(Object.keys(result).every((k) => k === 'email' || k === 'password')).toBe(true);
          expect(result.email?.code).not.toBe('invalid-credentials');
        }
      }),
    );
  });
});
