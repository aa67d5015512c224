import { describe, expect, it } from 'vitest';
import { MemoryCredentialStore } from '../session/testing/memory-credential-store.js';
import { CredentialsMother } from '../session/testing/session-mother.js';
import { ResponseParseError, ShopError } from '../shared/errors.js';
import { ChangePassword } from './change-password.js';
import { passwordChangeErrors } from './password-change-form.js';
import { FakeAccountGateway } from './testing/fake-account-gateway.js';

const form = {
  oldPassword: 'old',
  newPassword: 'n3w-pass',
  newPassword_confirmation: 'n3w-pass',
  email: 'marko@example.at',
};

function world() {
  const accounts = new FakeAccountGateway();
  const credentials = new MemoryCredentialStore(CredentialsMother.customer());
  return { accounts, credentials, change: new ChangePassword(accounts, credentials) };
}

describe('given a logged-in customer', () => {
  it('when the password is changed, then the form is sent and the new token replaces the old one', async () => {
    const { accounts, credentials, change } = world();
    await change.execute(form);
    expect(accounts.calls).toEqual([{ method: 'changePassword', args: [form] }]);
    expect(credentials.token).toBe('token-after-change');
    expect(credentials.requestId).toBe(CredentialsMother.customer().requestId);
  });

  it('when the confirmation differs, then it is refused without a call', async () => {
    const { accounts, credentials, change } = world();
    await expect(change.execute({ ...form, newPassword_confirmation: 'typo' })).rejects.toBeInstanceOf(
      ShopError,
    );
    expect(accounts.calls).toEqual([]);
    expect(credentials.token).toBe(CredentialsMother.customer().token);
  });

  it('when the answer has no token, then it is a parse error and the old token is kept', async () => {
    const { accounts, credentials, change } = world();
    accounts.nextToken = '';
    await expect(change.execute(form)).rejects.toBeInstanceOf(ResponseParseError);
    expect(credentials.token).toBe(CredentialsMother.customer().token);
  });

  it('when the answer’s token is no text or blank, then it is a parse error naming the token', async () => {
    for (const token of [5, '   '] as unknown as string[]) {
      const { accounts, credentials, change } = world();
      accounts.nextToken = token;
      const error: unknown = await change.execute(form).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ResponseParseError);
      expect((error as ResponseParseError).field).toBe('data.data.token');
      expect(credentials.token).toBe(CredentialsMother.customer().token);
    }
  });

  it('when the confirmation differs, then the refusal says so by its code', async () => {
    const error: unknown = await world()
      .change.execute({ ...form, newPassword_confirmation: 'typo' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'password-mismatch',
      message: 'the new password and its confirmation differ',
    });
  });

  it('when the server rejects the old password, then the old token is kept and the field error is readable', async () => {
    const { accounts, credentials, change } = world();
    accounts.failures.set('changePassword', { status: 422, data: { errors: { oldPassword: 'wrong' } } });
    const caught: unknown = await change.execute(form).catch((e: unknown) => e);
    expect(passwordChangeErrors(caught)).toEqual({ oldPassword: 'wrong' });
    expect(credentials.token).toBe(CredentialsMother.customer().token);
  });
});
