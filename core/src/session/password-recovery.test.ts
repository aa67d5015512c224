import { describe, expect, it } from 'vitest';
import { ShopError, fieldErrors } from '../shared/errors.js';
import { ConfirmDoubleOptIn } from './confirm-double-opt-in.js';
import { RequestPasswordReset } from './request-password-reset.js';
import { ResetPassword, canSubmitPasswordReset } from './reset-password.js';
import { FakeAuthGateway } from './testing/fake-auth-gateway.js';
import { ApiFailureMother } from './testing/session-mother.js';

const reset = {
  token: 'mail-token',
  email: ' marko@example.at',
  password: 'n3w-pass',
  password_confirmation: 'n3w-pass',
};

describe('given a shopper who forgot the password', () => {
  it('when a reset is requested, then the trimmed email is sent', async () => {
    const auth = new FakeAuthGateway();
    await new RequestPasswordReset(auth).execute({ email: ' marko@example.at ' });
    expect(auth.forgotten).toEqual([{ email: 'marko@example.at' }]);
  });
});

describe('given a reset link', () => {
  it('when the new password matches its confirmation, then token, email and both passwords are sent', async () => {
    const auth = new FakeAuthGateway();
    await new ResetPassword(auth).execute(reset);
    expect(auth.resets).toEqual([{ ...reset, email: 'marko@example.at' }]);
  });

  it('when password and confirmation differ or are empty, then it is refused without a call', async () => {
    const auth = new FakeAuthGateway();
    const mismatch = { ...reset, password_confirmation: 'other' };
    expect(canSubmitPasswordReset(mismatch)).toBe(false);
    expect(canSubmitPasswordReset({ ...reset, password: '', password_confirmation: '' })).toBe(false);
    await expect(new ResetPassword(auth).execute(mismatch)).rejects.toBeInstanceOf(ShopError);
    await expect(new ResetPassword(auth).execute(mismatch)).rejects.toMatchObject({
      code: 'password-mismatch',
      message: 'the password and its confirmation differ',
    });
    expect(auth.resets).toEqual([]);
  });

  it('when the API rejects the reset, then its field errors stay readable', async () => {
    const auth = new FakeAuthGateway();
    auth.failure = ApiFailureMother.validation({ token: 'This password reset token is invalid.' });
    const caught: unknown = await new ResetPassword(auth).execute(reset).catch((e: unknown) => e);
    expect(fieldErrors(caught)).toEqual({ token: 'This password reset token is invalid.' });
  });
});

describe('given a double opt-in link', () => {
  it('when it has user hash and token, then they are confirmed', async () => {
    const auth = new FakeAuthGateway();
    await new ConfirmDoubleOptIn(auth).execute('hash-7d2e', 'doi-token');
    expect(auth.confirmations).toEqual([{ userHash: 'hash-7d2e', token: 'doi-token' }]);
  });

  it('when the token is missing, then it is refused without a call', async () => {
    const auth = new FakeAuthGateway();
    await expect(new ConfirmDoubleOptIn(auth).execute('hash-7d2e', '')).rejects.toMatchObject({
      code: 'invalid-confirmation-link',
      message: 'the confirmation link lacks its user hash or token',
    });
    expect(auth.confirmations).toEqual([]);
  });
});
