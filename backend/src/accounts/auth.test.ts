import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMERS, DEMO_PASSWORD, seedDemoCustomers } from './demo-customers';
import { lastMailLinks, login, newEmail, registerCustomer } from '../testing/customers';
import { startTestServer, TEST_CONFIG, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    config: {
      loginLimit: { ...TEST_CONFIG.loginLimit!, perAccount: 3, perClient: 6 },
    },
  });
});
afterAll(() => server.close());

const registration = (email: string, password = 'Secret-pass-1') => ({
  firstName: 'Anna',
  lastName: 'Berger',
  email,
  password,
  password_confirmation: password,
});

describe('given a new shopper', () => {
  it('when registering, then the answer holds token, uuid and hash and the token opens the account', async () => {
    const email = newEmail();
    const res = await server.request('POST', '/api/v1/auth/register/', { body: registration(email) });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['hash', 'token', 'uuid']);
    expect(res.body.token.length).toBeGreaterThanOrEqual(43);
    const account = await server.request('GET', '/api/v1/user/', { token: res.body.token });
    expect(account.status).toBe(200);
    expect(account.body.data).toMatchObject({
      firstName: 'Anna',
      lastName: 'Berger',
      email,
      role: 'vk',
      verified: false,
      p4m: false,
      phone: '',
      birthday: '',
      gender: '',
      avatar: '',
      addresses: { shipping: [] },
    });
  });

  it('when registering, then the token is stored only as a hash', async () => {
    const session = await registerCustomer(server);
    const stored = server.services.db.prepare('SELECT token_hash FROM sessions').pluck().all() as string[];
    expect(stored).not.toContain(session.token);
    expect(stored.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('when registering, then a double opt-in mail links to the storefront, and confirming verifies the account', async () => {
    const session = await registerCustomer(server);
    const [link] = lastMailLinks(server, session.email);
    const url = new URL(link!);
    expect(url.origin).toBe(server.services.config.storefrontUrl);
    expect(url.pathname).toBe(`/doi/thankyou/${session.hash}/`);
    const token = url.searchParams.get('token')!;

    const wrong = await server.request('POST', '/api/v1/auth/doi/', {
      body: { userHash: session.hash, token: 'nope' },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual({
      errors: { token: 'invalid or expired token' },
      codes: { token: 'invalid-link-token' },
    });

    const ok = await server.request('POST', '/api/v1/auth/doi/', { body: { userHash: session.hash, token } });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ data: { verified: true } });
    const again = await server.request('POST', '/api/v1/auth/doi/', {
      body: { userHash: session.hash, token },
    });
    expect(again.status).toBe(200);
    const account = await server.request('GET', '/api/v1/user/', { token: session.token });
    expect(account.body.data.verified).toBe(true);
  });

  it("when confirming with another user's hash, then it fails", async () => {
    const a = await registerCustomer(server);
    const b = await registerCustomer(server);
    const token = new URL(lastMailLinks(server, a.email)[0]!).searchParams.get('token')!;
    const res = await server.request('POST', '/api/v1/auth/doi/', { body: { userHash: b.hash, token } });
    expect(res.status).toBe(422);
  });

  it('when the double opt-in link is older than its lifetime, then it fails', async () => {
    const session = await registerCustomer(server);
    const token = new URL(lastMailLinks(server, session.email)[0]!).searchParams.get('token')!;
    server.clock.advance(server.services.config.doiTtlMs + 1);
    const res = await server.request('POST', '/api/v1/auth/doi/', {
      body: { userHash: session.hash, token },
    });
    expect(res.status).toBe(422);
  });

  it('when the registration is invalid, then 422 names each field', async () => {
    const res = await server.request('POST', '/api/v1/auth/register/', {
      body: { firstName: ' ', email: 'not-an-email', password: 'short', password_confirmation: 'other' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'must be a valid email address',
      password: 'must be at least 8 characters',
      password_confirmation: 'does not match',
    });
    expect(res.body.codes).toEqual({
      firstName: 'required',
      lastName: 'required',
      email: 'invalid-email',
      password: 'too-short',
      password_confirmation: 'password-mismatch',
    });
    expect(res.body.limits).toEqual({ password: 8 });
  });
});

describe('given enumeration attempts', () => {
  it('when registering a taken address, then the answer looks like a success, opens nothing and mails the owner', async () => {
    const owner = await registerCustomer(server);
    const mailsBefore = server.services.outbox.list().length;
    const res = await server.request('POST', '/api/v1/auth/register/', {
      body: registration(owner.email.toUpperCase()),
    });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['hash', 'token', 'uuid']);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const probe = await server.request('GET', '/api/v1/user/', { token: res.body.token });
    expect(probe.status).toBe(403);
    const mails = server.services.outbox.list();
    expect(mails.length).toBe(mailsBefore + 1);
    expect(mails[0]!.recipient).toBe(owner.email);
    expect(mails[0]!.subject).toMatch(/tried to register/);
  });

  it('when logging in with an unknown email or a wrong password, then both answers are the same', async () => {
    const owner = await registerCustomer(server);
    const unknown = await server.request('POST', '/api/v1/auth/login/', {
      body: { email: newEmail(), password: 'whatever-1' },
    });
    const wrong = await server.request('POST', '/api/v1/auth/login/', {
      body: { email: owner.email, password: 'whatever-1' },
    });
    expect(unknown.status).toBe(422);
    expect(wrong.status).toBe(unknown.status);
    expect(wrong.text).toBe(unknown.text);
  });

  it('when asking for a reset of a known or unknown email, then both answers are the same', async () => {
    const owner = await registerCustomer(server);
    const known = await server.request('POST', '/api/v1/forgotpassword/', { body: { email: owner.email } });
    const unknown = await server.request('POST', '/api/v1/forgotpassword/', { body: { email: newEmail() } });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.text).toBe(unknown.text);
  });
});

describe('given a registered customer', () => {
  it('when logging in, then a new token works; after logout it is 403 invalid token', async () => {
    const owner = await registerCustomer(server);
    const session = await login(server, owner.email, owner.password);
    expect(session.uuid).toBe(owner.uuid);
    expect(session.hash).toBe(owner.hash);
    const logout = await server.request('GET', '/api/v1/auth/logout/', { token: session.token });
    expect(logout.status).toBe(200);
    const after = await server.request('GET', '/api/v1/user/', { token: session.token });
    expect(after.status).toBe(403);
    expect(after.body).toEqual({ errors: { token: 'invalid token' }, codes: { token: 'invalid-token' } });
    // The other session (from registration) lives on.
    expect((await server.request('GET', '/api/v1/user/', { token: owner.token })).status).toBe(200);
    expect((await server.request('GET', '/api/v1/auth/logout/', { token: session.token })).status).toBe(403);
  });

  it('when the email differs in case and spaces, then login still works', async () => {
    const owner = await registerCustomer(server);
    await expect(login(server, `  ${owner.email.toUpperCase()} `, owner.password)).resolves.toBeDefined();
  });

  it('when the token comes only as a cookie, then it is not accepted', async () => {
    const owner = await registerCustomer(server);
    const res = await server.request('GET', '/api/v1/user/', { headers: { Cookie: `__uul=${owner.token}` } });
    expect(res.status).toBe(403);
  });

  it('when the token has expired, then it is 403 invalid token', async () => {
    const owner = await registerCustomer(server);
    server.clock.advance(server.services.config.sessionTtlMs + 1);
    const res = await server.request('GET', '/api/v1/user/', { token: owner.token });
    expect(res.status).toBe(403);
  });

  it('when resetting the password through the mail link, then the new password works and old sessions end', async () => {
    const owner = await registerCustomer(server);
    await server.request('POST', '/api/v1/forgotpassword/', { body: { email: owner.email } });
    const link = new URL(lastMailLinks(server, owner.email)[0]!);
    expect(link.pathname).toBe('/reset-password/');
    expect(link.searchParams.get('email')).toBe(owner.email);
    const token = link.searchParams.get('token')!;

    const mismatch = await server.request('POST', '/', {
      body: { token, email: owner.email, password: 'New-secret-22', password_confirmation: 'other' },
    });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ password_confirmation: 'does not match' });

    const res = await server.request('POST', '/', {
      body: { token, email: owner.email, password: 'New-secret-22', password_confirmation: 'New-secret-22' },
    });
    expect(res.status).toBe(200);
    expect((await server.request('GET', '/api/v1/user/', { token: owner.token })).status).toBe(403);
    await expect(login(server, owner.email, 'New-secret-22')).resolves.toBeDefined();
    const reused = await server.request('POST', '/', {
      body: {
        token,
        email: owner.email,
        password: 'Other-secret-3',
        password_confirmation: 'Other-secret-3',
      },
    });
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual({
      errors: { token: 'invalid or expired token' },
      codes: { token: 'invalid-link-token' },
    });
  });

  it('when the reset token belongs to someone else or the email is unknown, then the answers are alike', async () => {
    const a = await registerCustomer(server);
    const b = await registerCustomer(server);
    await server.request('POST', '/api/v1/forgotpassword/', { body: { email: a.email } });
    const token = new URL(lastMailLinks(server, a.email)[0]!).searchParams.get('token')!;
    const body = (email: string) => ({
      token,
      email,
      password: 'New-secret-22',
      password_confirmation: 'New-secret-22',
    });
    const other = await server.request('POST', '/', { body: body(b.email) });
    const unknown = await server.request('POST', '/', { body: body(newEmail()) });
    expect(other.status).toBe(422);
    expect(other.text).toBe(unknown.text);
  });

  it('when a reset link is older than an hour, then it fails', async () => {
    const owner = await registerCustomer(server);
    await server.request('POST', '/api/v1/forgotpassword/', { body: { email: owner.email } });
    const token = new URL(lastMailLinks(server, owner.email)[0]!).searchParams.get('token')!;
    server.clock.advance(60 * 60 * 1000 + 1);
    const res = await server.request('POST', '/', {
      body: { token, email: owner.email, password: 'New-secret-22', password_confirmation: 'New-secret-22' },
    });
    expect(res.status).toBe(422);
  });
});

describe('given the demo customers', () => {
  it('when seeded, then each role logs in with the demo password, verified and with a default address', async () => {
    await seedDemoCustomers(server.services);
    await seedDemoCustomers(server.services);
    for (const demo of DEMO_CUSTOMERS) {
      const session = await login(server, demo.email, DEMO_PASSWORD);
      const account = await server.request('GET', '/api/v1/user/', { token: session.token });
      expect(account.body.data).toMatchObject({ role: demo.role, verified: true, email: demo.email });
      expect(account.body.data.addresses.shipping).toHaveLength(1);
      expect(account.body.data.addresses.shipping[0].isDefault).toBe(true);
    }
  });
});
