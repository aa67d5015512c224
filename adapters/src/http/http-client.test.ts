import axios from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { RETRY_AFTER_CAP_MS, RETRY_DEFAULT_DELAY_MS } from '@fanshop/core/shared';
import { FakeScheduler, flushMicrotasks } from '@fanshop/core/testing';
import { HttpClient, type Identity, type ResponseErrorEvent } from './http-client.js';
import { HttpError, NetworkError, SessionRequiredError } from './http-errors.js';
import { FakeTransport } from './testing/fake-transport.js';

const guest: Identity = { requestId: 'u6f1c2d3e-0000-4000-8000-000000000001' };
const customer: Identity = { token: 'tok-123', requestId: '3b7c8f8e-1111-4111-8111-111111111111' };

function setup(identity: Identity = guest) {
  const scheduler = new FakeScheduler(1_000_000);
  const transport = new FakeTransport();
  let current = identity;
  const events: ResponseErrorEvent[] = [];
  const client = new HttpClient({
    baseUrl: 'http://api.test',
    scheduler,
    transport: transport.adapter,
    caller: { identity: () => current, language: () => 'de-AT' },
  });
  client.onResponseError((e) => events.push(e));
  return {
    client,
    scheduler,
    transport,
    events,
    become: (next: Identity) => {
      current = next;
    },
  };
}

/** Runs time forward in small steps so that awaited retry delays fire. */
async function runTime(scheduler: FakeScheduler, ms: number) {
  for (let t = 0; t < ms; t += 50) await scheduler.advanceAsync(50);
  await flushMicrotasks();
}

describe('HttpClient addresses', () => {
  it('given a public address beside the one it calls (a server on an internal network), then calls go to the one and assets are addressed under the other', async () => {
    const transport = new FakeTransport();
    const client = new HttpClient({
      baseUrl: 'http://10.0.0.5:4000',
      publicBaseUrl: 'https://api.fanshop.test',
      scheduler: new FakeScheduler(0),
      transport: transport.adapter,
      caller: { identity: () => guest, language: () => 'en-US' },
    });

    await client.get('/api/v1/menu/');

    expect(transport.sent[0]!.baseURL).toBe('http://10.0.0.5:4000');
    expect(client.baseUrl).toBe('https://api.fanshop.test');
  });
});

describe('HttpClient per request', () => {
  it('given clients made one per request for one address, then they share one axios instance and each sends its own caller', async () => {
    const transport = new FakeTransport();
    const create = vi.spyOn(axios, 'create');
    const clientOf = (identity: Identity, language: string) =>
      new HttpClient({
        baseUrl: 'http://api.per-request.test',
        scheduler: new FakeScheduler(0),
        transport: transport.adapter,
        caller: { identity: () => identity, language: () => language },
      });

    const first = clientOf(guest, 'de-AT');
    const second = clientOf(customer, 'en-US');
    new HttpClient({
      baseUrl: 'http://elsewhere.test',
      scheduler: new FakeScheduler(0),
      transport: transport.adapter,
      caller: { identity: () => guest, language: () => 'en-US' },
    });
    await first.get('/api/v1/menu/');
    await second.get('/api/v1/menu/');
    const made = create.mock.calls.length;
    create.mockRestore();

    expect(made).toBe(2);
    expect(transport.sent.map((call) => call.headers['accept-language'])).toEqual(['de-AT', 'en-US']);
    expect(transport.sent.map((call) => call.headers.authorization)).toEqual([undefined, 'Bearer tok-123']);
    expect(transport.sent.map((call) => call.baseURL)).toEqual([
      'http://api.per-request.test',
      'http://api.per-request.test',
    ]);
  });
});

describe('HttpClient headers', () => {
  it('given a customer, when calling, then JSON, credentials, marker, language, token and request id are sent', async () => {
    const { client, transport } = setup(customer);
    await client.post('/api/v1/cart/', { productOption: 1 });
    const sent = transport.sent[0]!;
    expect(sent.withCredentials).toBe(true);
    expect(sent.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/json',
      'x-client': 'storefront-web',
      'accept-language': 'de-AT',
      authorization: 'Bearer tok-123',
      uuid: customer.requestId,
    });
    expect(sent.body).toEqual({ productOption: 1 });
  });

  it('given a guest, when calling, then only the request id identifies them', async () => {
    const { client, transport } = setup(guest);
    await client.get('/api/v1/wishlist/');
    expect(transport.sent[0]!.headers.uuid).toBe(guest.requestId);
    expect(transport.sent[0]!.headers.authorization).toBeUndefined();
  });

  it('given a call that names its language, then that language is sent and its read is not shared with others', async () => {
    const { client, transport } = setup();
    await client.get('/api/v1/menu/', { language: 'en-US' });
    await client.get('/api/v1/menu/');
    expect(transport.sent.map((r) => r.headers['accept-language'])).toEqual(['en-US', 'de-AT']);
  });

  it('given query parameters, then they are sent in a stable order without empty values', async () => {
    const { client, transport } = setup();
    await client.get('/search-limited/', { params: { q: 'rot weiß', productIds: undefined, a: 1 } });
    expect(transport.sent[0]!.url).toBe('/search-limited/?a=1&q=rot%20wei%C3%9F');
  });
});

describe('HttpClient failures', () => {
  it('given a 4xx answer, then the error carries status and data and a response-error event is emitted', async () => {
    const { client, transport, events } = setup();
    transport.answer('POST /api/v1/auth/login/', { status: 422, data: { errors: { email: 'required' } } });
    const error = await client.post('/api/v1/auth/login/', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 422, data: { errors: { email: 'required' } } });
    expect(events).toHaveLength(1);
    expect(events[0]!.error).toBe(error);
  });

  it('given a call that needs a token and a guest caller, then it is refused without being sent', async () => {
    const { client, transport, events } = setup(guest);
    const error = await client.get('/api/v1/user/', { auth: 'required' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionRequiredError);
    // The refusal is the API's own answer, code included.
    expect(error).toMatchObject({
      status: 403,
      data: { errors: { token: 'invalid token' }, codes: { token: 'invalid-token' } },
    });
    expect(transport.sent).toHaveLength(0);
    expect(events[0]).toMatchObject({ needsToken: true, identity: guest });
  });

  it('given a GET that times out, and its retry too, then it fails as a timeout, each attempt with its own limit, without a response-error event', async () => {
    const { client, transport, events, scheduler } = setup();
    transport.answer('GET /header-data/', { fail: 'timeout' });
    const result = client.get('/header-data/', { timeoutMs: 500 }).catch((e: unknown) => e);
    await flushMicrotasks(50);
    await scheduler.advanceAsync(RETRY_DEFAULT_DELAY_MS);
    const error = await result;
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'timeout' });
    expect(transport.count('GET /header-data/')).toBe(2);
    expect(transport.sent.map((r) => r.timeout)).toEqual([500, 500]);
    expect(events).toHaveLength(0);
  });

  it('given a call that needs a token, a customer id and no token, then it is sent: only a u id without a token is refused', async () => {
    const { client, transport, events } = setup({ requestId: customer.requestId });
    transport.answer('GET /api/v1/user/', { status: 403, data: { errors: { token: 'invalid token' } } });
    const error = await client.get('/api/v1/user/', { auth: 'required' }).catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(SessionRequiredError);
    expect(error).toMatchObject({ status: 403 });
    expect(transport.count('GET /api/v1/user/')).toBe(1);
    expect(events[0]).toMatchObject({ needsToken: true });
  });

  it('given a call that needs a token, a guest id and a token, then it is sent with both', async () => {
    const { client, transport } = setup({ ...guest, token: 'tok-9' });
    await client.get('/api/v1/user/', { auth: 'required' });
    expect(transport.sent[0]!.headers).toMatchObject({
      authorization: 'Bearer tok-9',
      uuid: guest.requestId,
    });
  });
});

describe('HttpClient body and Content-Type', () => {
  it('given a call without a body, then it is sent as null (no body), so the JSON Content-Type stays', async () => {
    const { client, transport } = setup(customer);
    await client.get('/api/v1/cart/');
    await client.delete('/api/v1/cart/hash/abc/');
    await client.post('/api/v1/auth/doi/');
    for (const sent of transport.sent) {
      expect(sent.headers['content-type']).toBe('application/json');
      expect(sent.body).toBeUndefined();
    }
  });
});

describe('HttpClient retry', () => {
  it('given a GET answered 503, then it is sent exactly twice and then fails', async () => {
    const { client, transport, scheduler } = setup();
    transport.answer('GET /api/v1/cart/', { status: 503, data: { errors: { server: 'busy' } } });
    const result = client.get('/api/v1/cart/').catch((e: unknown) => e);
    await runTime(scheduler, 1_000);
    expect(await result).toMatchObject({ status: 503 });
    expect(transport.count('GET /api/v1/cart/')).toBe(2);
  });

  it('given a GET answered 503 then 200, then the retry succeeds', async () => {
    const { client, transport, scheduler } = setup();
    transport.answer('GET /api/v1/cart/', { status: 503 }, { status: 200, data: { ok: true } });
    const result = client.get('/api/v1/cart/');
    await runTime(scheduler, 1_000);
    expect(await result).toEqual({ ok: true });
  });

  it.each([503, 500, 429, 408])('given a POST answered %i, then it is sent exactly once', async (status) => {
    const { client, transport, scheduler } = setup();
    transport.answer('POST /api/v1/cart/', { status });
    const result = client.post('/api/v1/cart/', {}).catch((e: unknown) => e);
    await runTime(scheduler, 5_000);
    expect(await result).toMatchObject({ status });
    expect(transport.count('POST /api/v1/cart/')).toBe(1);
  });

  it('given a POST whose connection is reset, then it is sent once and fails as a network error', async () => {
    const { client, transport, scheduler } = setup();
    transport.answer('POST /api/v1/cart/', { fail: 'reset' });
    const result = client.post('/api/v1/cart/', {}).catch((e: unknown) => e);
    await runTime(scheduler, 1_000);
    expect(await result).toBeInstanceOf(NetworkError);
    expect(transport.count('POST /api/v1/cart/')).toBe(1);
  });

  it('given a GET that times out once, then the retry is sent after the default wait and answers', async () => {
    const { client, transport, scheduler } = setup();
    transport.answer('GET /api/v1/menu/', { fail: 'timeout' }, { status: 200, data: { desktop: [] } });
    const result = client.get('/api/v1/menu/', { timeoutMs: 500 });
    await flushMicrotasks(50);
    await scheduler.advanceAsync(RETRY_DEFAULT_DELAY_MS - 1);
    expect(transport.count('GET /api/v1/menu/')).toBe(1);
    await scheduler.advanceAsync(1);
    expect(await result).toEqual({ desktop: [] });
    expect(transport.count('GET /api/v1/menu/')).toBe(2);
  });

  it.each(['post', 'put', 'patch', 'delete'] as const)(
    'given a %s that times out or loses its connection, then it is sent once and never retried',
    async (method) => {
      for (const fail of ['timeout', 'reset'] as const) {
        const { client, transport, scheduler } = setup();
        transport.answer(`${method.toUpperCase()} /api/v1/x/`, { fail });
        const result =
          method === 'delete'
            ? client.delete('/api/v1/x/').catch((e: unknown) => e)
            : client[method]('/api/v1/x/', {}).catch((e: unknown) => e);
        await runTime(scheduler, 5_000);
        expect(await result).toMatchObject({ kind: fail === 'timeout' ? 'timeout' : 'network' });
        expect(transport.count(`${method.toUpperCase()} /api/v1/x/`)).toBe(1);
      }
    },
  );

  it('given a GET whose connection is reset, then it is retried once', async () => {
    const { client, transport, scheduler } = setup();
    transport.answer('GET /api/v1/menu/', { fail: 'reset' }, { status: 200, data: { desktop: [] } });
    const result = client.get('/api/v1/menu/');
    await runTime(scheduler, 1_000);
    expect(await result).toEqual({ desktop: [] });
    expect(transport.count('GET /api/v1/menu/')).toBe(2);
  });

  it.each([400, 401, 403, 404, 422])('given a GET answered %i, then it is not retried', async (status) => {
    const { client, transport, scheduler } = setup();
    transport.answer('GET /api/v1/user/', { status });
    const result = client.get('/api/v1/user/').catch((e: unknown) => e);
    await runTime(scheduler, 1_000);
    expect(await result).toMatchObject({ status });
    expect(transport.count('GET /api/v1/user/')).toBe(1);
  });

  it('given Retry-After within the cap, then the retry waits for it', async () => {
    const { client, transport, scheduler } = setup();
    transport.answer('GET /x/', { status: 429, headers: { 'retry-after': '2' } }, { status: 200, data: 1 });
    const result = client.get('/x/');
    await runTime(scheduler, 1_900);
    expect(transport.count('GET /x/')).toBe(1);
    await runTime(scheduler, 200);
    expect(transport.count('GET /x/')).toBe(2);
    expect(await result).toBe(1);
  });

  it('given Retry-After as an HTTP date within the cap, then the retry waits until that moment', async () => {
    const { client, transport, scheduler } = setup();
    const at = new Date(scheduler.now() + 1_000).toUTCString();
    const wait = Date.parse(at) - scheduler.now();
    transport.answer('GET /x/', { status: 503, headers: { 'retry-after': at } }, { status: 200, data: 2 });
    const result = client.get('/x/');
    await flushMicrotasks(50);
    await scheduler.advanceAsync(wait - 1);
    expect(transport.count('GET /x/')).toBe(1);
    await scheduler.advanceAsync(1);
    expect(await result).toBe(2);
  });

  it('given Retry-After of exactly the cap, then it is honoured', async () => {
    const seconds = RETRY_AFTER_CAP_MS / 1_000;
    const { client, transport, scheduler } = setup();
    transport.answer(
      'GET /x/',
      { status: 429, headers: { 'retry-after': `${seconds}` } },
      { status: 200, data: 3 },
    );
    const result = client.get('/x/');
    await flushMicrotasks(50);
    await scheduler.advanceAsync(RETRY_AFTER_CAP_MS - 1);
    expect(transport.count('GET /x/')).toBe(1);
    await scheduler.advanceAsync(1);
    expect(await result).toBe(3);
    expect(transport.count('GET /x/')).toBe(2);
  });

  it.each([429, 503])(
    'given a %i whose Retry-After asks for more than the cap, then the one retry comes after the cap (ADR 0023)',
    async (status) => {
      const { client, transport, scheduler } = setup();
      transport.answer('GET /x/', { status, headers: { 'retry-after': '120' } }, { status: 200, data: 4 });
      const result = client.get('/x/');
      await flushMicrotasks(50);
      await scheduler.advanceAsync(RETRY_AFTER_CAP_MS - 1);
      expect(transport.count('GET /x/')).toBe(1);
      await scheduler.advanceAsync(1);
      expect(await result).toBe(4);
      expect(transport.count('GET /x/')).toBe(2);
    },
  );

  it('given a retry that fails again with a long Retry-After, then the second failure is passed on', async () => {
    const { client, transport, scheduler } = setup();
    transport.answer(
      'GET /x/',
      { status: 503, headers: { 'retry-after': '120' } },
      { status: 503, headers: { 'retry-after': '120' } },
    );
    const result = client.get('/x/').catch((e: unknown) => e);
    await runTime(scheduler, RETRY_AFTER_CAP_MS + 100);
    expect(await result).toMatchObject({ status: 503 });
    expect(transport.count('GET /x/')).toBe(2);
  });
});

describe('HttpClient GET sharing', () => {
  it('given repeated GETs to one URL within the window, then one request is sent and all get the same answer', async () => {
    const { client, transport } = setup();
    transport.answer('GET /api/v1/menu/', { status: 200, data: { n: 1 } });
    transport.hold();
    const calls = [client.get('/api/v1/menu/'), client.get('/api/v1/menu/'), client.get('/api/v1/menu/')];
    transport.release();
    expect(await Promise.all(calls)).toEqual([{ n: 1 }, { n: 1 }, { n: 1 }]);
    expect(transport.count('GET /api/v1/menu/')).toBe(1);
  });

  it('given the window has passed, then the next GET is sent again', async () => {
    const { client, transport, scheduler } = setup();
    await client.get('/api/v1/menu/');
    scheduler.advance(1_999);
    await client.get('/api/v1/menu/');
    expect(transport.count('GET /api/v1/menu/')).toBe(1);
    scheduler.advance(1);
    await client.get('/api/v1/menu/');
    expect(transport.count('GET /api/v1/menu/')).toBe(2);
  });

  it('given two callers with different identities, then their GETs are not shared', async () => {
    const { client, transport, become } = setup(guest);
    await client.get('/api/v1/wishlist/');
    become(customer);
    await client.get('/api/v1/wishlist/');
    expect(transport.count('GET /api/v1/wishlist/')).toBe(2);
  });

  it('given a write in between, then the following read is fresh', async () => {
    const { client, transport } = setup();
    await client.get('/api/v1/cart/');
    await client.post('/api/v1/cart/', { productOption: 1 });
    await client.get('/api/v1/cart/');
    expect(transport.count('GET /api/v1/cart/')).toBe(2);
  });

  it('given a login or logout call, then shared reads are dropped', async () => {
    const { client, transport } = setup();
    await client.get('/api/v1/cart/');
    await client.get('/api/v1/auth/logout/', { invalidatesReads: true });
    await client.get('/api/v1/cart/');
    expect(transport.count('GET /api/v1/cart/')).toBe(2);
  });

  it('given a shared GET fails, then every joined caller gets the failure and the next caller tries afresh', async () => {
    const { client, transport } = setup();
    transport.answer('GET /api/v1/user/', { status: 404 }, { status: 200, data: 'ok' });
    transport.hold();
    const joined = [client.get('/api/v1/user/'), client.get('/api/v1/user/')].map((p) =>
      p.catch((e: unknown) => (e as HttpError).status),
    );
    transport.release();
    expect(await Promise.all(joined)).toEqual([404, 404]);
    expect(await client.get('/api/v1/user/')).toBe('ok');
  });
});

describe('HttpClient GET sharing around writes and failures', () => {
  it('given a write has started, then a read sent meanwhile does not join one from before it', async () => {
    const { client, transport } = setup();
    transport.hold();
    const before = client.get('/api/v1/cart/');
    const write = client.post('/api/v1/cart/', { productOption: 1 });
    const during = client.get('/api/v1/cart/');
    transport.release();
    await Promise.all([before, write, during]);
    expect(transport.count('GET /api/v1/cart/')).toBe(2);
  });

  it('given a read sent while a write was under way, then it is not shared once the write is done', async () => {
    const { client, transport } = setup();
    transport.hold();
    const write = client.post('/api/v1/cart/', { productOption: 1 });
    const during = client.get('/api/v1/cart/');
    transport.release();
    await Promise.all([write, during]);
    await client.get('/api/v1/cart/');
    expect(transport.count('GET /api/v1/cart/')).toBe(2);
  });

  it('given a login or logout under way, then reads from before it are not joined, nor those sent meanwhile reused after it', async () => {
    const { client, transport } = setup();
    transport.hold();
    const before = client.get('/api/v1/cart/');
    const logout = client.get('/api/v1/auth/logout/', { invalidatesReads: true });
    const during = client.get('/api/v1/cart/');
    transport.release();
    await Promise.all([before, logout, during]);
    expect(transport.count('GET /api/v1/cart/')).toBe(2);
    await client.get('/api/v1/cart/');
    expect(transport.count('GET /api/v1/cart/')).toBe(3);
  });

  it('given a read that fails after a newer one took its place, then the newer one is still shared', async () => {
    const { client, transport } = setup();
    transport.answer('GET /api/v1/user/', { status: 404 }, { status: 200, data: 'ok' });
    transport.hold();
    const failing = client.get('/api/v1/user/').catch((e: unknown) => (e as HttpError).status);
    client.dropSharedReads();
    const newer = client.get('/api/v1/user/');
    transport.release();
    expect(await failing).toBe(404);
    expect(await newer).toBe('ok');
    expect(await client.get('/api/v1/user/')).toBe('ok');
    expect(transport.count('GET /api/v1/user/')).toBe(2);
  });

  it('given two customers with one request id but other tokens, then their GETs are not shared', async () => {
    const { client, transport, become } = setup(customer);
    await client.get('/api/v1/wishlist/');
    become({ ...customer, token: 'tok-456' });
    await client.get('/api/v1/wishlist/');
    become({ requestId: customer.requestId });
    await client.get('/api/v1/wishlist/');
    expect(transport.count('GET /api/v1/wishlist/')).toBe(3);
  });
});

describe('HttpClient wire details', () => {
  it('given an empty token or request id (a cleared cookie), then no header is sent for it', async () => {
    const { client, transport } = setup({ token: '', requestId: '' });
    await client.get('/api/v1/menu/');
    expect(transport.sent[0]!.headers).not.toHaveProperty('uuid');
    expect(transport.sent[0]!.headers).not.toHaveProperty('authorization');
  });

  it('given query parameters that are null, then they are left out; given a URL with a query, then they are added to it', async () => {
    const { client, transport } = setup();
    await client.get('/listing/', { params: { b: null, a: 'x', c: false, d: 0 } });
    await client.get('/listing/?page=2', { params: { q: 'rot' } });
    await client.get('/listing/?page=3', { params: { q: undefined } });
    expect(transport.sent.map((r) => r.url)).toEqual([
      '/listing/?a=x&c=false&d=0',
      '/listing/?page=2&q=rot',
      '/listing/?page=3',
    ]);
  });

  it('given an answer whose body is already parsed, then it is returned as it is; text is read as JSON when it is', async () => {
    const { client, transport } = setup();
    transport.answer('GET /a/', { status: 200, data: [42] });
    transport.answer('GET /b/', { status: 200, data: '{"n":1}' });
    transport.answer('GET /c/', { status: 200, data: 'plain text' });
    transport.answer('GET /d/', { status: 200, data: '' });
    expect(await client.get('/a/')).toEqual([42]);
    expect(await client.get('/b/')).toEqual({ n: 1 });
    expect(await client.get('/c/')).toBe('plain text');
    expect(await client.get('/d/')).toBeNull();
  });

  it('given a timeout reported as ETIMEDOUT, then it is a timeout as well', async () => {
    const { client, transport } = setup();
    transport.answer('POST /api/v1/cart/', { fail: 'timeout', code: 'ETIMEDOUT' });
    const error = await client.post('/api/v1/cart/', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ kind: 'timeout' });
  });

  it('given a Retry-After that is not one text value, then the retry waits the default time', async () => {
    const { client, transport, scheduler } = setup();
    transport.answer(
      'GET /x/',
      { status: 503, headers: { 'retry-after': ['1', '2'] } },
      { status: 200, data: 4 },
    );
    const result = client.get('/x/');
    await flushMicrotasks(50);
    await scheduler.advanceAsync(RETRY_DEFAULT_DELAY_MS - 1);
    expect(transport.count('GET /x/')).toBe(1);
    await scheduler.advanceAsync(1);
    expect(await result).toBe(4);
  });

  it('given a listener that unsubscribed, then it hears of no later failure', async () => {
    const { client, transport } = setup();
    const heard: number[] = [];
    const unsubscribe = client.onResponseError((event) => heard.push(event.error.status));
    transport.answer('GET /a/', { status: 404 });
    await client.get('/a/').catch(() => undefined);
    unsubscribe();
    await client.get('/b/', { params: { x: 1 } }).catch(() => undefined);
    transport.answer('GET /b/?x=2', { status: 410 });
    await client.get('/b/', { params: { x: 2 } }).catch(() => undefined);
    expect(heard).toEqual([404]);
  });
});
