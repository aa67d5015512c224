import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { lastMailLinks, newEmail, registerCustomer, type Session } from '../testing/customers';
import { legacyScryptHash } from '../testing/legacy-password';
import { startTestServer, TEST_CONFIG, type TestServer } from '../testing/test-server';
import { DEVICE_COOKIE } from './device-cookie';

// Every login hashes at the production cost (argon2id); on a busy machine a test with twenty of them takes seconds.
vi.setConfig({ testTimeout: 30_000 });

// Client addresses come from X-Forwarded-For here (TRUST_PROXY on), so one test can be many people.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({
    config: {
      trustProxy: true,
      loginLimit: { ...TEST_CONFIG.loginLimit!, perAccount: 3, perClient: 6 },
    },
  });
});
afterAll(() => server.close());

/** One login attempt from an address, with a browser's device cookie when given. */
function attempt(email: string, password: string, from: string, device?: string) {
  return server.request('POST', '/api/v1/auth/login/', {
    body: { email, password },
    headers: { 'X-Forwarded-For': from, ...(device ? { Cookie: `${DEVICE_COOKIE}=${device}` } : {}) },
  });
}

/** The device cookie a login answer sets, as its value. */
function deviceCookieOf(headers: Headers): string | undefined {
  const header = headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));
  return header?.slice(DEVICE_COOKIE.length + 1).split(';')[0];
}

/** Moves past every earlier test's failures. */
function freshWindow() {
  server.clock.advance(10 * 60_000);
}

/** Waits the clock recorded for slowed-down logins since `from`. */
const waitsSince = (from: number) => server.clock.waits.slice(from);

let stranger = 0;
/** An address no test used before. */
const newAddress = () => `203.0.113.${++stranger}`;

describe('given a stranger guessing one customer’s password', () => {
  let owner: Session;
  beforeAll(async () => {
    owner = await registerCustomer(server);
  });

  it('when the free failures are spent, then each further attempt waits longer, and the right password still gets in', async () => {
    freshWindow();
    const from = newAddress();
    const before = server.clock.waits.length;
    for (let i = 0; i < 3; i++) expect((await attempt(owner.email, 'wrong-pass-1', from)).status).toBe(422);
    expect(waitsSince(before)).toEqual([]);
    expect((await attempt(owner.email, 'wrong-pass-1', newAddress())).status).toBe(422);
    expect((await attempt(owner.email, 'wrong-pass-1', newAddress())).status).toBe(422);
    expect(waitsSince(before)).toEqual([1000, 2000]);

    const right = await attempt(owner.email, owner.password, newAddress());
    expect(right.status).toBe(200);
    expect(waitsSince(before)).toEqual([1000, 2000, 4000]);
  });

  it('when the stranger keeps guessing from many addresses, then the owner’s browser that logged in before gets in at once', async () => {
    freshWindow();
    const home = newAddress();
    const first = await attempt(owner.email, owner.password, home);
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first.headers);
    expect(device).toBeDefined();

    for (let i = 0; i < 12; i++) await attempt(owner.email, `guess-${i}-pass`, newAddress());
    const before = server.clock.waits.length;
    const again = await attempt(owner.email, owner.password, home, device);
    expect(again.status).toBe(200);
    expect(waitsSince(before)).toEqual([]);
    // Meanwhile a new browser of the owner is only slowed, at most by the longest delay.
    const elsewhere = await attempt(owner.email, owner.password, newAddress());
    expect(elsewhere.status).toBe(200);
    expect(Math.max(...waitsSince(before))).toBeLessThanOrEqual(TEST_CONFIG.loginLimit!.maxDelayMs);
  });

  it('when the device cookie is forged, altered or of another account, then it exempts nothing', async () => {
    freshWindow();
    const other = await registerCustomer(server);
    const otherDevice = deviceCookieOf((await attempt(other.email, other.password, newAddress())).headers)!;
    const ownDevice = deviceCookieOf((await attempt(owner.email, owner.password, newAddress())).headers)!;
    for (let i = 0; i < 4; i++) await attempt(owner.email, `guess-${i}-pass`, newAddress());

    const [id, nonce, signature] = ownDevice.split('.');
    const altered = `${id}.${nonce}.${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = `${id}.${'A'.repeat(22)}.${signature}`;
    for (const device of [otherDevice, altered, forged, 'garbage']) {
      const before = server.clock.waits.length;
      expect((await attempt(owner.email, owner.password, newAddress(), device)).status).toBe(200);
      expect(waitsSince(before).length).toBe(1);
    }
  });

  it('when guesses come with a real device cookie, then that browser is slowed on its own count', async () => {
    freshWindow();
    const device = deviceCookieOf((await attempt(owner.email, owner.password, newAddress())).headers)!;
    const before = server.clock.waits.length;
    for (let i = 0; i < 5; i++) await attempt(owner.email, `guess-${i}-pass`, newAddress(), device);
    expect(waitsSince(before)).toEqual([1000, 2000]);
    // The account's own count was not touched: a browser without the cookie logs in at once.
    const fresh = server.clock.waits.length;
    expect((await attempt(owner.email, owner.password, newAddress())).status).toBe(200);
    expect(waitsSince(fresh)).toEqual([]);
  });

  it('when an unknown address is guessed at, then it is slowed exactly like a known one', async () => {
    freshWindow();
    const unknown = newEmail();
    const known = await registerCustomer(server);
    const answers: { waits: number[]; text: string }[] = [];
    for (const email of [known.email, unknown]) {
      const before = server.clock.waits.length;
      let text = '';
      for (let i = 0; i < 5; i++) text = (await attempt(email, 'wrong-pass-1', newAddress())).text;
      answers.push({ waits: waitsSince(before), text });
    }
    expect(answers[0]).toEqual(answers[1]);
  });
});

describe('given one address failing on many accounts', () => {
  it('when it reaches the per-address limit, then it is refused with Retry-After, other addresses are not', async () => {
    freshWindow();
    const from = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await attempt(newEmail(), 'wrong-pass-1', from)).status);
    expect(statuses).toEqual([422, 422, 422, 422, 422, 422, 429]);
    const refused = await attempt(newEmail(), 'wrong-pass-1', from);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body).toEqual({
      errors: { email: 'too many failed attempts, try again later' },
      codes: { email: 'too-many-attempts' },
    });
    expect((await attempt(newEmail(), 'wrong-pass-1', newAddress())).status).toBe(422);
    server.clock.advance(TEST_CONFIG.loginLimit!.windowMs);
    expect((await attempt(newEmail(), 'wrong-pass-1', from)).status).toBe(422);
  });

  it('when the proxy is not trusted, then X-Forwarded-For is ignored and the socket’s address counts', async () => {
    const direct = await startTestServer({
      config: { loginLimit: { ...TEST_CONFIG.loginLimit!, perClient: 2 } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const res = await direct.request('POST', '/api/v1/auth/login/', {
          body: { email: newEmail(), password: 'wrong-pass-1' },
          headers: { 'X-Forwarded-For': newAddress() },
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual([422, 422, 429]);
    } finally {
      await direct.close();
    }
  });
});

describe('given the device cookie', () => {
  it('when a login succeeds, then it is HttpOnly, Lax, for the login path only, and Secure only over https', async () => {
    const owner = await registerCustomer(server);
    const res = await attempt(owner.email, owner.password, newAddress());
    const header = res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`))!;
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; SameSite=Lax/);
    expect(header).toMatch(/; Path=\/api\/v1\/auth\//);
    expect(header).toMatch(/; Max-Age=\d+/);
    expect(header).not.toMatch(/Secure/);

    const secure = await startTestServer({ config: { secureCookies: true } });
    try {
      const customer = await registerCustomer(secure);
      const login = await secure.request('POST', '/api/v1/auth/login/', {
        body: { email: customer.email, password: customer.password },
      });
      expect(login.headers.getSetCookie().join('\n')).toMatch(/; Secure/);
    } finally {
      await secure.close();
    }
  });

  it('when a failed login or a login of an unknown address answers, then no cookie is set', async () => {
    const owner = await registerCustomer(server);
    const wrong = await attempt(owner.email, 'wrong-pass-1', newAddress());
    const unknown = await attempt(newEmail(), 'wrong-pass-1', newAddress());
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it('when one browser logs in to several accounts, then its cookie remembers each', async () => {
    freshWindow();
    const a = await registerCustomer(server);
    const b = await registerCustomer(server);
    const first = deviceCookieOf((await attempt(a.email, a.password, newAddress())).headers)!;
    const both = deviceCookieOf((await attempt(b.email, b.password, newAddress(), first)).headers)!;
    for (const account of [a, b]) {
      for (let i = 0; i < 5; i++) await attempt(account.email, `guess-${i}-pass`, newAddress());
      const before = server.clock.waits.length;
      expect((await attempt(account.email, account.password, newAddress(), both)).status).toBe(200);
      expect(waitsSince(before)).toEqual([]);
    }
  });
});

describe('given a customer whose password was stored with the earlier scheme', () => {
  it('when logging in, then the old hash is accepted and replaced by argon2id; a failed login changes nothing', async () => {
    freshWindow();
    const owner = await registerCustomer(server);
    const legacy = legacyScryptHash(owner.password);
    const row = server.services.accounts.findByEmail(owner.email)!;
    server.services.accounts.setPasswordHash(row.id, legacy);
    const stored = () => server.services.accounts.findById(row.id)!.password_hash;

    expect((await attempt(owner.email, 'wrong-pass-1', newAddress())).status).toBe(422);
    expect(stored()).toBe(legacy);
    expect((await attempt(owner.email, owner.password, newAddress())).status).toBe(200);
    expect(stored()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await attempt(owner.email, owner.password, newAddress())).status).toBe(200);
  });
});

describe('given reset mails asked for again and again', () => {
  const forgot = (email: string) => server.request('POST', '/api/v1/forgotpassword/', { body: { email } });
  const mailsTo = (email: string) => server.services.outbox.list().filter((m) => m.recipient === email);

  it('when asked several times within a minute, then one mail goes at once, and the newest request’s mail follows at the minute with the only working link', async () => {
    const owner = await registerCustomer(server);
    const before = mailsTo(owner.email).length;
    const answers = new Set<string>();
    answers.add((await forgot(owner.email)).text);
    const firstLink = lastMailLinks(server, owner.email)[0]!;
    server.clock.advance(5_000);
    answers.add((await forgot(owner.email)).text);
    server.clock.advance(5_000);
    answers.add((await forgot(owner.email)).text);
    expect(answers.size).toBe(1);
    expect(mailsTo(owner.email).length).toBe(before + 1);

    server.clock.advance(50_000);
    expect(mailsTo(owner.email).length).toBe(before + 2);
    const newest = new URL(lastMailLinks(server, owner.email)[0]!);
    expect(newest.href).not.toBe(firstLink);
    const reset = (link: URL) =>
      server.request('POST', '/', {
        body: {
          token: link.searchParams.get('token'),
          email: owner.email,
          password: 'New-secret-22',
          password_confirmation: 'New-secret-22',
        },
      });
    expect((await reset(new URL(firstLink))).status).toBe(422);
    expect((await reset(newest)).status).toBe(200);
  });

  it('when a stranger asks every twenty seconds for an hour, then the owner gets at most one mail a minute, and the owner’s own request is answered with a working link', async () => {
    const owner = await registerCustomer(server);
    const before = mailsTo(owner.email).length;
    for (let i = 0; i < 180; i++) {
      await forgot(owner.email);
      server.clock.advance(20_000);
    }
    const strangerMails = mailsTo(owner.email).length - before;
    expect(strangerMails).toBeLessThanOrEqual(61);

    await forgot(owner.email);
    server.clock.advance(60_000);
    const link = new URL(lastMailLinks(server, owner.email)[0]!);
    const res = await server.request('POST', '/', {
      body: {
        token: link.searchParams.get('token'),
        email: owner.email,
        password: 'New-secret-33',
        password_confirmation: 'New-secret-33',
      },
    });
    expect(res.status).toBe(200);
  }, 60_000);

  it('when someone registers a taken address again and again, then its owner gets at most one such mail a minute', async () => {
    const owner = await registerCustomer(server);
    const before = mailsTo(owner.email).length;
    for (let i = 0; i < 5; i++) {
      await server.request('POST', '/api/v1/auth/register/', {
        body: {
          firstName: 'Eve',
          lastName: 'Stranger',
          email: owner.email,
          password: 'Secret-pass-9',
          password_confirmation: 'Secret-pass-9',
        },
      });
    }
    expect(mailsTo(owner.email).length).toBe(before + 1);
    server.clock.advance(60_000);
    expect(mailsTo(owner.email).length).toBe(before + 2);
  });
});

describe('given a password change with a wrong current password', () => {
  const change = (token: string, oldPassword: string) =>
    server.request('POST', '/api/v1/user/change-password/', {
      token,
      body: { oldPassword, newPassword: 'Brand-new-pass-7', newPassword_confirmation: 'Brand-new-pass-7' },
    });

  it('when a stranger guesses at the login, then the customer can still change the password', async () => {
    freshWindow();
    const owner = await registerCustomer(server);
    for (let i = 0; i < 8; i++) await attempt(owner.email, `guess-${i}-pass`, newAddress());
    expect((await change(owner.token, owner.password)).status).toBe(200);
  });

  it('when the holder of a token guesses the current password, then the changes are refused after the limit', async () => {
    freshWindow();
    const owner = await registerCustomer(server);
    for (let i = 0; i < 3; i++) expect((await change(owner.token, `guess-${i}-pass`)).status).toBe(422);
    const refused = await change(owner.token, owner.password);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      errors: { oldPassword: 'too many failed attempts, try again later' },
      codes: { oldPassword: 'too-many-attempts' },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    server.clock.advance(TEST_CONFIG.loginLimit!.windowMs);
    expect((await change(owner.token, owner.password)).status).toBe(200);
  });
});
