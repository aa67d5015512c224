import { randomUUID } from 'node:crypto';
import type { Context, Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { nameProblem } from '@fanshop/core/account';
import type { AppEnv } from '../http/context';
import { ApiError, failure, refused } from '../http/errors';
import { bearerToken, requireCustomer } from '../http/identity';
import { jsonObject } from '../http/json-body';
import { Validator } from '../http/validation';
import type { Services } from '../services';
import { sendAlreadyRegistered, sendDoubleOptIn, sendPaced } from './account-mails';
import { clientAddress } from './client-address';
import { DEVICE_COOKIE } from './device-cookie';
import { newToken, newUserHash } from './tokens';

const TOKEN_FIELD = { required: true, max: 200 } as const;

/** The login and registration answer (spec section 3): the three session credentials, top level. */
interface AuthAnswer {
  readonly token: string;
  readonly uuid: string;
  readonly hash: string;
}

function resetLink(s: Services, email: string, token: string): string {
  return `${s.config.storefrontUrl}/reset-password/?token=${encodeURIComponent(token)}&email=${encodeURIComponent(email)}`;
}

function tooManyAttempts(retryAfterMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new ApiError(429, { email: failure('too-many-attempts') }, { 'Retry-After': String(seconds) });
}

/**
 * Registration, login, logout, forgot and reset password, double opt-in. Answers for known and
 * unknown emails are alike in status and shape (see docs/api.md "Enumeration").
 */
export function registerAuthRoutes(app: Hono<AppEnv>, s: Services): void {
  app.post('/api/v1/auth/register/', async (c) => {
    const v = new Validator(jsonObject(c));
    const firstName = v.checked('firstName', nameProblem);
    const lastName = v.checked('lastName', nameProblem);
    const email = v.email('email');
    const password = v.password('password');
    v.confirmation('password_confirmation', password);
    v.done();

    const passwordHash = await s.passwords.hash(password);
    const created = s.accounts.create({ email, passwordHash, firstName, lastName });
    if (!created) {
      // Taken address: tell its owner by mail and answer like a success with credentials that
      // open nothing, so the answer does not reveal that the account exists.
      const owner = s.accounts.findByEmail(email);
      if (owner) sendAlreadyRegistered(s, owner);
      return c.json<AuthAnswer>({ token: newToken(), uuid: randomUUID(), hash: newUserHash() });
    }
    sendDoubleOptIn(s, created);
    const token = s.accounts.createSession(created.id, s.config.sessionTtlMs);
    return c.json<AuthAnswer>({ token, uuid: created.uuid, hash: created.hash });
  });

  app.post('/api/v1/auth/login/', async (c) => {
    const v = new Validator(jsonObject(c));
    const email = v.email('email');
    const password = v.password('password', { check: false });
    v.done();

    // Per address: a client that fails too often is refused for a while, whoever it tries.
    const clientKey = clientAddress(c, s.config.trustProxy);
    const clientWait = s.loginLimits.client.retryAfterMs(clientKey);
    if (clientWait > 0) throw tooManyAttempts(clientWait);

    // Per account: failures slow the next attempts down instead of refusing them. A browser that
    // logged in to this account before (its device cookie) has a count of its own, so a stranger's
    // guessing does not slow the owner down.
    const customer = s.accounts.findByEmail(email);
    const cookie = getCookie(c, DEVICE_COOKIE);
    const device = customer ? s.devices.find(cookie, customer.id) : undefined;
    const throttleKey = device
      ? `device:${device.customerId}:${device.nonce}`
      : `account:${email.toLowerCase()}`;
    const admission = s.loginLimits.account.admit(throttleKey);
    if (admission.kind === 'refused') throw tooManyAttempts(admission.retryAfterMs);
    if (admission.ms > 0) await s.timers.sleep(admission.ms);

    const ok = customer
      ? await s.passwords.verify(password, customer.password_hash)
      : await s.passwords.verifyNobody(password);
    if (!customer || !ok) {
      s.loginLimits.account.fail(throttleKey);
      s.loginLimits.client.fail(clientKey);
      throw refused('email', 'invalid-credentials');
    }
    // A hash of the earlier scheme (scrypt) or weaker parameters is replaced while the password is at hand.
    if (s.passwords.needsRehash(customer.password_hash)) {
      s.accounts.setPasswordHash(customer.id, await s.passwords.hash(password));
    }
    c.header('Set-Cookie', s.devices.remember(cookie, customer.id), { append: true });
    const token = s.accounts.createSession(customer.id, s.config.sessionTtlMs);
    return c.json<AuthAnswer>({ token, uuid: customer.uuid, hash: customer.hash });
  });

  app.get('/api/v1/auth/logout/', (c) => {
    requireCustomer(c);
    s.accounts.revokeSession(bearerToken(c) ?? '');
    return c.json({ data: { message: 'logged out' } });
  });

  const forgotAnswer = {
    data: { message: 'If an account exists for this address, we have sent a link to reset the password.' },
  };
  app.post('/api/v1/forgotpassword/', (c) => {
    const v = new Validator(jsonObject(c));
    const email = v.email('email');
    v.done();
    const customer = s.accounts.findByEmail(email);
    if (customer) {
      // The link is made when the mail goes out, so the mail a request gets holds the newest link.
      sendPaced(s, 'reset', customer.email, () => {
        const current = s.accounts.findById(customer.id);
        if (!current) return null;
        const token = s.accounts.createOneTimeToken(current.id, 'reset', s.config.resetTtlMs);
        return [
          'Reset your password',
          `Hello ${current.first_name},\n\nto choose a new password, open this link within the next hour:\n` +
            `${resetLink(s, current.email, token)}\n\nIf you did not ask for this, you can ignore this mail.`,
        ];
      });
    }
    return c.json(forgotAnswer);
  });

  // Reset password: POST to the API's root path (spec section 7, decisions.md).
  app.post('/', async (c) => {
    const v = new Validator(jsonObject(c));
    const token = v.text('token', TOKEN_FIELD);
    const email = v.email('email');
    const password = v.password('password');
    v.confirmation('password_confirmation', password);
    v.done();
    const customer = s.accounts.findByEmail(email);
    const spent = customer ? s.accounts.useOneTimeToken(token, 'reset', customer.id) : 'invalid';
    if (!customer || spent !== 'fresh') throw refused('token', 'invalid-link-token');
    s.accounts.setPasswordHash(customer.id, await s.passwords.hash(password));
    // Following the mail link proves the address; every session ends with the old password.
    s.accounts.markVerified(customer.id);
    s.accounts.revokeAllSessions(customer.id);
    s.loginLimits.account.reset(`account:${customer.email.toLowerCase()}`);
    return c.json({ data: { message: 'password reset' } });
  });

  app.post('/api/v1/auth/doi/', (c: Context<AppEnv>) => {
    const v = new Validator(jsonObject(c));
    const userHash = v.text('userHash', { required: true, max: 64 });
    const token = v.text('token', TOKEN_FIELD);
    v.done();
    const customer = s.accounts.findByHash(userHash);
    const result = customer ? s.accounts.useOneTimeToken(token, 'doi', customer.id) : 'invalid';
    // A second click on the same link confirms again rather than failing.
    if (!customer || result === 'invalid') throw refused('token', 'invalid-link-token');
    s.accounts.markVerified(customer.id);
    return c.json({ data: { verified: true } });
  });
}
