// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { AppConfig } from '../app/app-config';
import { ApiHealth, waitForApi } from './api-health';
import type { RenderRequest, RenderResult } from './render';
import { createStorefrontApp, isSecureRequest } from './storefront-app';

const config: AppConfig = {
  apiBaseUrl: 'http://api.test',
  checkoutUrl: 'http://checkout.test',
  shopOrigin: 'http://shop.test',
};

/** An API whose `/health` answers as the test says, counting the questions. */
function fakeApi() {
  const api = { up: true, asked: 0 };
  const fetchHealth = (async () => {
    api.asked++;
    if (!api.up) throw new TypeError('fetch failed');
    return new Response(JSON.stringify({ data: { status: 'ok', version: '0.1.0' } }), { status: 200 });
  }) as typeof fetch;
  return { api, fetchHealth };
}

/** A storefront whose renderer records what it was asked and answers a page with the status it would show. */
function storefront(options: { trustProxy?: boolean; health?: ApiHealth } = {}) {
  const requests: RenderRequest[] = [];
  const render = async (request: RenderRequest): Promise<RenderResult> => {
    requests.push(request);
    return {
      kind: 'page',
      status: request.apiUnavailable ? 503 : 200,
      showBody: true,
      language: 'en-US',
      head: { title: request.apiUnavailable ? 'Internal Server Error' : 'Home', noindex: false } as never,
      html: request.apiUnavailable ? '<p>503</p><button>Try again</button>' : '<nav>Men</nav>',
      state: {},
      messages: {},
      pageKey: null,
      setCookies: [`c=1; Path=/${request.secure ? '; Secure' : ''}`],
    };
  };
  const app = createStorefrontApp({
    config,
    render: async () => render,
    template: async () =>
      '<html><head><!--app-head--></head><body><!--app-html--><!--app-boot--></body></html>',
    sitemapPages: async () => async () => [],
    apiHealth: options.health,
    trustProxy: options.trustProxy,
    version: '0.1.0',
  });
  return { app, requests };
}

describe('given a visitor behind a proxy, or claiming to be', () => {
  it('when the proxy is not trusted, then X-Forwarded-Proto does not make cookies Secure', async () => {
    const { app, requests } = storefront();
    const res = await app.request('http://shop.test/', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(requests[0]!.secure).toBe(false);
    expect(res.headers.get('set-cookie')).not.toMatch(/Secure/);
  });

  it('when the proxy is trusted, then its X-Forwarded-Proto counts', async () => {
    const { app, requests } = storefront({ trustProxy: true });
    await app.request('http://shop.test/', { headers: { 'X-Forwarded-Proto': 'https' } });
    await app.request('http://shop.test/', { headers: { 'X-Forwarded-Proto': 'http' } });
    expect(requests.map((r) => r.secure)).toEqual([true, false]);
  });

  it('reads the scheme itself first and the first value of a forwarded list', () => {
    expect(isSecureRequest(new URL('https://shop.test/'), undefined, false)).toBe(true);
    expect(isSecureRequest(new URL('http://shop.test/'), 'https, http', true)).toBe(true);
    expect(isSecureRequest(new URL('http://shop.test/'), 'http, https', true)).toBe(false);
  });
});

describe('given the API goes away and comes back', () => {
  it('when it cannot be reached, then pages are the server error page (503, never cached), and the next page asks again', async () => {
    const { api, fetchHealth } = fakeApi();
    const health = new ApiHealth(config.apiBaseUrl, { fetch: fetchHealth, healthyForMs: 0 });
    const { app, requests } = storefront({ health });

    api.up = false;
    const down = await app.request('http://shop.test/');
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(down.headers.get('retry-after')).toBe('5');
    expect(await down.text()).toContain('Try again');

    api.up = true;
    const back = await app.request('http://shop.test/');
    expect(back.status).toBe(200);
    expect(await back.text()).toContain('<nav>Men</nav>');
    expect(requests.map((r) => r.apiUnavailable)).toEqual([true, false]);
  });

  it('when /health is asked, then it says whether the API is reachable, 200 or 503, never cached', async () => {
    const { api, fetchHealth } = fakeApi();
    const health = new ApiHealth(config.apiBaseUrl, { fetch: fetchHealth, healthyForMs: 0 });
    const { app } = storefront({ health });
    const up = await app.request('http://shop.test/health');
    expect(up.status).toBe(200);
    expect(up.headers.get('cache-control')).toBe('no-store');
    expect(await up.json()).toEqual({
      data: { status: 'ok', service: 'storefront', version: '0.1.0', api: 'reachable' },
    });
    api.up = false;
    const down = await app.request('http://shop.test/health');
    expect(down.status).toBe(503);
    expect(((await down.json()) as { data: { api: string } }).data.api).toBe('unreachable');
  });
});

describe('given the API health as the storefront keeps it', () => {
  it('keeps a healthy answer for a moment, never a failure, and shares one probe between callers', async () => {
    const { api, fetchHealth } = fakeApi();
    let now = 0;
    const health = new ApiHealth('http://api.test/', {
      fetch: fetchHealth,
      now: () => now,
      healthyForMs: 2000,
    });
    await Promise.all([health.check(), health.check(), health.check()]);
    expect(api.asked).toBe(1);
    now = 1999;
    expect((await health.check()).reachable).toBe(true);
    expect(api.asked).toBe(1);
    now = 2000;
    api.up = false;
    expect((await health.check()).reachable).toBe(false);
    expect((await health.check()).reachable).toBe(false);
    expect(api.asked).toBe(3);
  });

  it('waits at boot until the API answers, saying so, and gives up after its bound', async () => {
    const { api, fetchHealth } = fakeApi();
    api.up = false;
    const health = new ApiHealth('http://api.test', { fetch: fetchHealth });
    const lines: string[] = [];
    setTimeout(() => (api.up = true), 60);
    await waitForApi(health, {
      timeoutMs: 5000,
      intervalMs: 10,
      log: (l) => lines.push(l),
      describe: 'http://api.test',
    });
    expect(lines[0]).toBe('[storefront] waiting for the API at http://api.test to answer /health…');
    expect(lines.at(-1)).toMatch(/^\[storefront\] the API answers after \d+\.\d s$/);

    api.up = false;
    const never = new ApiHealth('http://api.test', { fetch: fetchHealth });
    await expect(waitForApi(never, { timeoutMs: 50, intervalMs: 10, log: () => undefined })).rejects.toThrow(
      /did not answer its health check within/,
    );
  });
});

describe('given an API that is slow rather than gone', () => {
  it('when its health check takes longer than the probe may wait, then it counts as reachable', async () => {
    const hanging = ((_url: string, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal!.reason));
      })) as typeof fetch;
    const health = new ApiHealth('http://api.test', { fetch: hanging, timeoutMs: 20 });
    expect((await health.check()).reachable).toBe(true);
  });

  it('when it answers but not 200, then it is unavailable', async () => {
    const unusable = (async () => new Response('{}', { status: 503 })) as typeof fetch;
    const health = new ApiHealth('http://api.test', { fetch: unusable });
    expect((await health.check()).reachable).toBe(false);
  });
});
