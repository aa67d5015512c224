import { describe, expect, it } from 'vitest';
import { fieldErrors, ResponseParseError, RETRY_DEFAULT_DELAY_MS } from '@fanshop/core/shared';
import { flushMicrotasks } from '@fanshop/core/testing';
import { HttpError, NetworkError, SessionRequiredError } from '../http/http-errors.js';
import { HttpAuthGateway, LOGOUT_TIMEOUT_MS } from './http-auth-gateway.js';
import { CUSTOMER, failureOf, gatewayHarness, GUEST } from './testing/gateway-harness.js';

const credentials = { token: 'tok-9', uuid: '3b7c8f8e-1111-4111-8111-111111111111', hash: 'h9' };

describe('HttpAuthGateway login and registration', () => {
  it('when logging in, then the credentials are posted and the answer read', async () => {
    const { http, transport } = gatewayHarness();
    transport.answer('POST /api/v1/auth/login/', { status: 200, data: credentials });
    const answer = await new HttpAuthGateway(http).login({ email: 'a@b.at', password: 'secret-12' });
    expect(answer).toEqual(credentials);
    expect(transport.sent[0]!.body).toEqual({ email: 'a@b.at', password: 'secret-12' });
  });

  it('when logging in, then reads shared before it are not reused', async () => {
    const { http, transport } = gatewayHarness();
    transport.answer('POST /api/v1/auth/login/', { status: 200, data: credentials });
    await http.get('/api/v1/cart/');
    await new HttpAuthGateway(http).login({ email: 'a@b.at', password: 'secret-12' });
    await http.get('/api/v1/cart/');
    expect(transport.count('GET /api/v1/cart/')).toBe(2);
  });

  it('given wrong credentials, then the 422 is passed on with its per-field messages', async () => {
    const { http, transport } = gatewayHarness();
    transport.answer('POST /api/v1/auth/login/', {
      status: 422,
      data: { errors: { email: 'invalid credentials' } },
    });
    const error = await failureOf(new HttpAuthGateway(http).login({ email: 'a@b.at', password: 'x' }));
    expect(error).toBeInstanceOf(HttpError);
    expect(fieldErrors(error)).toEqual({ email: 'invalid credentials' });
  });

  it('given an answer without a hash, then it fails to parse naming the hash', async () => {
    const { http, transport } = gatewayHarness();
    transport.answer('POST /api/v1/auth/login/', { status: 200, data: { token: 't', uuid: 'u' } });
    const error = await failureOf(new HttpAuthGateway(http).login({ email: 'a@b.at', password: 'x' }));
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as Error).message).toBe('failed to parse the server response: hash');
  });

  it('when registering, then names, email, password and its confirmation are posted', async () => {
    const { http, transport } = gatewayHarness();
    transport.answer('POST /api/v1/auth/register/', { status: 200, data: credentials });
    await new HttpAuthGateway(http).register({
      firstName: 'Anna',
      lastName: 'Berger',
      email: 'a@b.at',
      password: 'secret-12',
      password_confirmation: 'secret-12',
    });
    expect(transport.sent[0]!.body).toEqual({
      firstName: 'Anna',
      lastName: 'Berger',
      email: 'a@b.at',
      password: 'secret-12',
      password_confirmation: 'secret-12',
    });
  });
});

describe('HttpAuthGateway logout', () => {
  it('given five concurrent logouts, then one authenticated request is sent with the logout timeout', async () => {
    const { http, transport } = gatewayHarness(CUSTOMER);
    const auth = new HttpAuthGateway(http);
    transport.hold();
    const calls = [auth.logout(), auth.logout(), auth.logout(), auth.logout(), auth.logout()];
    await flushMicrotasks();
    transport.release();
    await Promise.all(calls);
    expect(transport.count('GET /api/v1/auth/logout/')).toBe(1);
    expect(transport.sent[0]!.headers.authorization).toBe('Bearer tok-123');
    expect(transport.sent[0]!.timeout).toBe(LOGOUT_TIMEOUT_MS);
  });

  it('when logging out, then shared reads are dropped', async () => {
    const { http, transport } = gatewayHarness(CUSTOMER);
    await http.get('/api/v1/wishlist/');
    await new HttpAuthGateway(http).logout();
    await http.get('/api/v1/wishlist/');
    expect(transport.count('GET /api/v1/wishlist/')).toBe(2);
  });

  it('given a logout that hangs, then it fails as a timeout (after its one retry) instead of keeping the session', async () => {
    const { http, transport, scheduler } = gatewayHarness(CUSTOMER);
    transport.answer('GET /api/v1/auth/logout/', { fail: 'timeout' });
    const call = failureOf(new HttpAuthGateway(http).logout());
    await flushMicrotasks(50);
    await scheduler.advanceAsync(RETRY_DEFAULT_DELAY_MS);
    const error = await call;
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(error).toBeInstanceOf(NetworkError);
    expect(transport.count('GET /api/v1/auth/logout/')).toBe(2);
    expect(transport.sent.every((r) => r.timeout === LOGOUT_TIMEOUT_MS)).toBe(true);
  });

  it('given a guest, then logout is refused without a request', async () => {
    const { http, transport } = gatewayHarness(GUEST);
    const error = await failureOf(new HttpAuthGateway(http).logout());
    expect(error).toBeInstanceOf(SessionRequiredError);
    expect(transport.sent).toHaveLength(0);
  });

  it('given the first logout finished, then a later logout sends again', async () => {
    const { http, transport } = gatewayHarness(CUSTOMER);
    const auth = new HttpAuthGateway(http);
    await auth.logout();
    await auth.logout();
    expect(transport.count('GET /api/v1/auth/logout/')).toBe(2);
  });
});

describe('HttpAuthGateway password recovery and double opt-in', () => {
  it('when asking for a reset mail, then the email is posted to forgotpassword', async () => {
    const { http, transport } = gatewayHarness();
    await new HttpAuthGateway(http).forgotPassword({ email: 'a@b.at' });
    expect(transport.sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/forgotpassword/',
      body: { email: 'a@b.at' },
    });
  });

  it('when resetting, then token, email, password and confirmation are posted to the API root', async () => {
    const { http, transport } = gatewayHarness();
    const request = {
      token: 't',
      email: 'a@b.at',
      password: 'new-pass-1',
      password_confirmation: 'new-pass-1',
    };
    await new HttpAuthGateway(http).resetPassword(request);
    expect(transport.sent[0]).toMatchObject({ method: 'POST', url: '/', body: request });
  });

  it('when confirming the double opt-in, then the user hash and token are posted', async () => {
    const { http, transport } = gatewayHarness();
    await new HttpAuthGateway(http).confirmDoubleOptIn('hash-1', 'tok-1');
    expect(transport.sent[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/auth/doi/',
      body: { userHash: 'hash-1', token: 'tok-1' },
    });
  });
});
