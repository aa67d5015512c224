import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '@fanshop/adapters/http';
import { fieldErrors } from '@fanshop/core/shared';
import { lastMailLinks, startApi, type RunningApi } from './support/api-server';
import { failureOf, newEmail, PASSWORD, registeredCustomer, storefront } from './support/storefront';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('given the auth gateway against the reference API', () => {
  it('when registering and logging in, then both answer token, uuid and hash', async () => {
    const shop = storefront(api.url);
    const email = newEmail();
    const registered = await shop.auth.register({
      firstName: 'Anna',
      lastName: 'Berger',
      email,
      password: PASSWORD,
      password_confirmation: PASSWORD,
    });
    expect(registered).toEqual({
      token: expect.any(String),
      uuid: expect.any(String),
      hash: expect.any(String),
    });
    const loggedIn = await shop.auth.login({ email, password: PASSWORD });
    expect(loggedIn.uuid).toBe(registered.uuid);
    expect(loggedIn.hash).toBe(registered.hash);
    expect(loggedIn.token).not.toBe(registered.token);
  });

  it('given wrong credentials, then login fails with 422 and a message for the email field', async () => {
    const shop = storefront(api.url);
    const error = await failureOf(shop.auth.login({ email: newEmail(), password: 'wrong-password' }));
    expect(error).toMatchObject({ status: 422 });
    expect(fieldErrors(error)).toEqual({ email: 'invalid credentials' });
  });

  it('given a registration without names and with a short password, then 422 names each field', async () => {
    const shop = storefront(api.url);
    const error = await failureOf(
      shop.auth.register({
        firstName: '',
        lastName: '',
        email: 'not-an-email',
        password: 'short',
        password_confirmation: 'short',
      }),
    );
    expect(error).toMatchObject({ status: 422 });
    expect(Object.keys(fieldErrors(error)).sort()).toEqual(['email', 'firstName', 'lastName', 'password']);
  });

  it('when logging out, then the token is revoked and the next authenticated call answers 403 invalid token', async () => {
    const shop = storefront(api.url);
    const customer = await registeredCustomer(shop);
    await shop.auth.logout();
    const error = await failureOf(shop.account.getAccount());
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 403, data: { errors: { token: 'invalid token' } } });
    expect(shop.errors.at(-1)).toMatchObject({ needsToken: true, identity: { token: customer.token } });
  });

  it('given concurrent logouts, then one request revokes the token and every caller succeeds', async () => {
    const shop = storefront(api.url);
    await registeredCustomer(shop);
    // A second request would meet a revoked token and fail with 403: all five resolving shows one was sent.
    await expect(Promise.all([1, 2, 3, 4, 5].map(() => shop.auth.logout()))).resolves.toHaveLength(5);
    expect(shop.errors).toHaveLength(0);
  });

  it('when asking for a reset and following the mail, then the new password logs in and the old one not', async () => {
    const shop = storefront(api.url);
    const { email } = await registeredCustomer(shop);
    await shop.auth.forgotPassword({ email });
    const link = new URL(lastMailLinks(api, email).find((l) => l.includes('/reset-password/'))!);
    const token = link.searchParams.get('token')!;
    await shop.auth.resetPassword({
      token,
      email,
      password: 'Brand-new-pass-2',
      password_confirmation: 'Brand-new-pass-2',
    });
    await expect(shop.auth.login({ email, password: 'Brand-new-pass-2' })).resolves.toMatchObject({
      token: expect.any(String),
    });
    expect(await failureOf(shop.auth.login({ email, password: PASSWORD }))).toMatchObject({ status: 422 });
  });

  it('given an unknown address, then forgot password answers alike; a wrong reset token is 422 on the token', async () => {
    const shop = storefront(api.url);
    await expect(shop.auth.forgotPassword({ email: newEmail() })).resolves.toBeUndefined();
    const error = await failureOf(
      shop.auth.resetPassword({
        token: 'nope',
        email: newEmail(),
        password: 'Brand-new-pass-2',
        password_confirmation: 'Brand-new-pass-2',
      }),
    );
    expect(error).toMatchObject({ status: 422 });
    expect(fieldErrors(error)).toEqual({ token: 'invalid or expired token' });
  });

  it('when following the double opt-in link, then the account is verified; a wrong token is 422', async () => {
    const shop = storefront(api.url);
    const { email } = await registeredCustomer(shop);
    expect((await shop.account.getAccount())?.verified).toBe(false);
    const link = new URL(lastMailLinks(api, email).find((l) => l.includes('/doi/thankyou/'))!);
    const userHash = decodeURIComponent(link.pathname.split('/')[3]!);
    expect(await failureOf(shop.auth.confirmDoubleOptIn(userHash, 'wrong'))).toMatchObject({ status: 422 });
    await shop.auth.confirmDoubleOptIn(userHash, link.searchParams.get('token')!);
    expect((await shop.account.getAccount())?.verified).toBe(true);
  });
});
