import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeScheduler } from '@fanshop/core/testing';
import type { HttpClient as HttpClientType } from './http-client.js';

/** What one request told the browser's XMLHttpRequest: its method, URL, headers and body. */
interface XhrCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

const calls: XhrCall[] = [];
/** While set, requests end as Firefox ends one it cut off: `loadend` with status 0 and no error event. */
let cutOff = false;

/**
 * The browser's XMLHttpRequest as far as axios's XHR adapter uses it: it records what is sent and
 * answers 200 with an empty JSON object. The headers are those the browser would put on the wire.
 */
class RecordingXhr {
  readyState = 0;
  status = 0;
  statusText = '';
  responseText = '';
  response: unknown = '';
  responseURL = '';
  responseType = '';
  timeout = 0;
  withCredentials = false;
  onloadend: ((event?: unknown) => void) | null = null;
  onabort: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  private call: XhrCall = { method: '', url: '', headers: {}, body: undefined };

  open(method: string, url: string): void {
    this.call = { method, url, headers: {}, body: undefined };
    this.readyState = 1;
  }

  setRequestHeader(name: string, value: string): void {
    this.call.headers[name.toLowerCase()] = value;
  }

  send(body: unknown): void {
    this.call.body = body;
    calls.push(this.call);
    queueMicrotask(() => {
      this.readyState = 4;
      if (cutOff) {
        this.onloadend?.();
        return;
      }
      this.status = 200;
      this.statusText = 'OK';
      this.responseText = '{}';
      this.response = '{}';
      this.responseURL = this.call.url;
      this.onloadend?.();
    });
  }

  getAllResponseHeaders(): string {
    return 'content-type: application/json\r\n';
  }

  addEventListener(): void {}
  removeEventListener(): void {}
  abort(): void {}
}

let HttpClient: typeof HttpClientType;

beforeAll(async () => {
  // axios picks its XHR adapter when XMLHttpRequest exists as it loads, as in a browser, so the client
  // is loaded afresh with one in place.
  vi.stubGlobal('XMLHttpRequest', RecordingXhr);
  vi.resetModules();
  ({ HttpClient } = await import('./http-client.js'));
});

afterAll(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('HttpClient over the browser’s XMLHttpRequest (spec section 7)', () => {
  it('sends JSON Accept and JSON Content-Type on every call, with a body or without', async () => {
    calls.length = 0;
    const client = new HttpClient({
      baseUrl: 'http://api.test',
      scheduler: new FakeScheduler(1_000_000),
      caller: {
        identity: () => ({ token: 'tok-1', requestId: '3b7c8f8e-1111-4111-8111-111111111111' }),
        language: () => 'en-US',
      },
    });

    await client.get('/api/v1/cart/');
    await client.delete('/api/v1/cart/hash/abc/');
    await client.post('/api/v1/cart/', { productOption: 1 });
    await client.put('/api/v1/user/personal/', { firstName: 'A' });
    await client.post('/api/v1/auth/doi/');

    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET http://api.test/api/v1/cart/',
      'DELETE http://api.test/api/v1/cart/hash/abc/',
      'POST http://api.test/api/v1/cart/',
      'PUT http://api.test/api/v1/user/personal/',
      'POST http://api.test/api/v1/auth/doi/',
    ]);
    for (const call of calls) {
      expect(call.headers, `${call.method} ${call.url}`).toMatchObject({
        accept: 'application/json',
        'content-type': 'application/json',
      });
    }
    expect(calls.map((c) => c.body)).toEqual([null, null, '{"productOption":1}', '{"firstName":"A"}', null]);
  });

  it('sends a call that must outlive the page by fetch with keepalive, not by XMLHttpRequest', async () => {
    calls.length = 0;
    const fetched: { url: string; keepalive: unknown }[] = [];
    vi.stubGlobal('fetch', async (request: Request, init?: RequestInit) => {
      fetched.push({ url: request.url, keepalive: init?.keepalive });
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
    const client = new HttpClient({
      baseUrl: 'http://api.test',
      scheduler: new FakeScheduler(1_000_000),
      caller: { identity: () => ({ requestId: 'u1' }), language: () => 'en-US' },
    });

    await client.delete('/api/v1/cart/hash/abc/', { keepalive: true });

    expect(calls).toHaveLength(0);
    expect(fetched).toEqual([{ url: 'http://api.test/api/v1/cart/hash/abc/', keepalive: true }]);
  });

  it('given a request the browser cut off without an error event (Firefox: status 0), then it is no answer: no data, retried once (axios reads it as aborted)', async () => {
    calls.length = 0;
    cutOff = true;
    const scheduler = new FakeScheduler(1_000_000);
    const client = new HttpClient({
      baseUrl: 'http://api.test',
      scheduler,
      caller: { identity: () => ({ requestId: 'u1' }), language: () => 'en-US' },
    });
    try {
      const result = client.get('/api/v1/wishlist/').catch((e: unknown) => e);
      for (let i = 0; i < 20 && calls.length < 2; i++) {
        await scheduler.advanceAsync(50);
        await new Promise((resolve) => setTimeout(resolve, 0));
      }
      expect(await result).toBeInstanceOf(Error);
      expect(await result).toMatchObject({ kind: 'timeout' });
      expect(calls, 'the one retry of a GET').toHaveLength(2);
    } finally {
      cutOff = false;
    }
  });
});
