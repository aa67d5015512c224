// @vitest-environment node
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../app/app-config';
import { ApiHealth, waitForApi } from './api-health';
import type { RenderRequest, RenderResult } from './render';
import { GUEST_PAGE_TTL_MS } from './guest-page-memory';
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
function storefront(
  options: { trustProxy?: boolean; health?: ApiHealth; answer?: RenderResult; formFailed?: boolean } = {},
) {
  const requests: RenderRequest[] = [];
  const render = async (request: RenderRequest): Promise<RenderResult> => {
    requests.push(request);
    if (options.answer) return options.answer;
    return {
      formFailed: options.formFailed ?? false,
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

describe('given a form sent before its page’s script took over (a native post)', () => {
  const login = (app: ReturnType<typeof storefront>['app'], headers: Record<string, string>, body?: string) =>
    app.request('http://shop.test/login/?redirect=%2Fwishlist%2F', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: body ?? '_form=login&email=a%40b.test&password=secret',
    });

  it('when it comes from the shop’s own page, then the page’s form is rendered with the posted fields, never kept by a cache', async () => {
    const { app, requests } = storefront();
    const res = await login(app, { Origin: config.shopOrigin });
    expect(res.status).toBe(200);
    expect(requests[0]!.url).toBe('/login/?redirect=%2Fwishlist%2F');
    expect(requests[0]!.form).toEqual({
      fields: { _form: 'login', email: 'a@b.test', password: 'secret' },
      refused: false,
    });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('etag')).toBeNull();
  });

  it('when the page’s action moved the shopper on, then the answer is a 303 the browser follows with a GET', async () => {
    const { app } = storefront({
      answer: { kind: 'redirect', status: 303, location: '/wishlist/', setCookies: ['token=t; Path=/'] },
    });
    const res = await login(app, { Origin: config.shopOrigin });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/wishlist/');
    expect(res.headers.get('set-cookie')).toContain('token=t');
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('when another site sends it (or it names no source, or null), then it is refused with 403 and nothing is rendered', async () => {
    const { app, requests } = storefront();
    for (const headers of <Record<string, string>[]>[
      { Origin: 'https://evil.example' },
      { Origin: 'null' },
      { Origin: 'http://shop.test.evil.example' },
      { 'Sec-Fetch-Site': 'cross-site' },
      { Referer: 'https://evil.example/page' },
      {},
    ]) {
      const res = await login(app, headers);
      expect(res.status, JSON.stringify(headers)).toBe(403);
      expect(await res.text()).toContain('another site');
    }
    expect(requests).toHaveLength(0);
  });

  it('when the browser names no Origin but a same-origin fetch or its own page as the referrer, then it is taken', async () => {
    const { app, requests } = storefront();
    expect((await login(app, { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await login(app, { Referer: 'http://shop.test/login/' })).status).toBe(200);
    expect(requests).toHaveLength(2);
  });

  it('when one address fails 20 times, then its next posts are not sent but shown as refused, with Retry-After', async () => {
    const { app, requests } = storefront({ formFailed: true });
    for (let i = 0; i < 20; i++) await login(app, { Origin: config.shopOrigin });
    expect(requests.every((r) => r.form?.refused === false)).toBe(true);
    const res = await login(app, { Origin: config.shopOrigin });
    expect(requests[20]!.form?.refused).toBe(true);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(res.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
  });

  it('when a body is larger than a form’s, then it is refused with 413 unread', async () => {
    const { app, requests } = storefront();
    const res = await login(app, { Origin: config.shopOrigin }, `_form=login&email=${'a'.repeat(20_000)}`);
    expect(res.status).toBe(413);
    expect(requests).toHaveLength(0);
  });

  it('when the body is no form, then the page is rendered with no fields, and field values are cut to a sane length', async () => {
    const { app, requests } = storefront();
    await app.request('http://shop.test/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: config.shopOrigin },
      body: '{"email":"a@b.test"}',
    });
    await login(app, { Origin: config.shopOrigin }, `_form=login&email=${'b'.repeat(5_000)}`);
    expect(requests[0]!.form?.fields).toEqual({});
    expect(requests[1]!.form?.fields.email).toHaveLength(1_000);
  });
});

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
    expect(down.headers.get('x-accel-expires')).toBeNull();
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

/** A storefront whose renderer answers each URL as the real one would for a guest or a customer. */
function shop(
  page: (request: RenderRequest) => Partial<Extract<RenderResult, { kind: 'page' }>> = () => ({}),
  extra: Partial<Parameters<typeof createStorefrontApp>[0]> = {},
) {
  const render = async (request: RenderRequest): Promise<RenderResult> => {
    const customer = request.cookieHeader?.includes('__uul=') ?? false;
    return {
      kind: 'page',
      status: 200,
      showBody: true,
      language: 'en-US',
      head: { title: 'Men', noindex: false } as never,
      html: `<main>${customer ? '€84.56 premium' : '€93.95'} ${'<p>tile</p>'.repeat(200)}</main>`,
      state: { session: { loggedIn: customer, account: null, priceType: customer ? 'premium' : 'vk' } },
      messages: {},
      pageKey: 'listing',
      setCookies: [],
      ...page(request),
    };
  };
  return createStorefrontApp({
    config,
    render: async () => render,
    template: async () =>
      '<html><head><!--app-head--></head><body><!--app-html--><!--app-boot--></body></html>',
    sitemapPages: async () => async () => [],
    ...extra,
  });
}

describe('given guest pages a shared cache may keep', () => {
  it.each([
    ['/', 60, 300],
    ['/de/', 60, 300],
    ['/men/jerseys/', 120, 600],
    ['/men/?page=2&sortField=price', 120, 600],
    ['/marken/adidas/', 120, 600],
    ['/p/fankurve-austria-home-jersey-2023-men-71/', 60, 300],
    ['/search/?q=jersey', 60, 300],
    ['/marken/', 600, 3600],
    ['/blog/', 600, 3600],
    ['/blog/article/world-cup/', 600, 3600],
    ['/faq/', 600, 3600],
    ['/services/delivery/', 600, 3600],
  ])(
    'when a guest asks for %s, then shared caches keep it %i s, and stale for %i s more; browsers revalidate',
    async (path, fresh, stale) => {
      const res = await shop().request(`http://shop.test${path}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('cdn-cache-control')).toBe(
        `public, max-age=${fresh}, stale-while-revalidate=${stale}`,
      );
      expect(res.headers.get('x-accel-expires')).toBe(String(fresh));
      expect(res.headers.get('vary')).toBe('Accept-Encoding');
      expect(res.headers.get('etag')).toMatch(/^"[\w-]{27}"$/);
      expect(res.headers.get('set-cookie')).toBeNull();
    },
  );

  it('when the page did not change, then If-None-Match gets a 304 without a body, with the same headers', async () => {
    const app = shop();
    const first = await app.request('http://shop.test/men/');
    const tag = first.headers.get('etag')!;
    const again = await app.request('http://shop.test/men/', { headers: { 'If-None-Match': tag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(tag);
    for (const name of ['cache-control', 'cdn-cache-control', 'x-accel-expires', 'vary'])
      expect(again.headers.get(name), name).toBe(first.headers.get(name));
    const other = await app.request('http://shop.test/men/', {
      headers: { 'If-None-Match': '"something-else"' },
    });
    expect(other.status).toBe(200);
  });

  it('when the page is sent compressed, then its tag stays strong and names the coding, and a 304 repeats it', async () => {
    const app = shop();
    const plain = (await app.request('http://shop.test/men/')).headers.get('etag')!;
    const gzip = await app.request('http://shop.test/men/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    const tag = gzip.headers.get('etag')!;
    expect(tag).toBe(`${plain.slice(0, -1)}-gzip"`);
    const again = await app.request('http://shop.test/men/', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': tag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(tag);
  });

  it('when the page is sent compressed, then it unpacks to the same page; a refused gzip gets it as it is', async () => {
    const app = shop();
    const plain = await app.request('http://shop.test/men/');
    const html = await plain.text();
    const gzip = await app.request('http://shop.test/men/', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gzip.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString('utf8')).toBe(html);
    const br = await app.request('http://shop.test/men/', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('etag')).toBe(`${plain.headers.get('etag')!.slice(0, -1)}-br"`);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString('utf8')).toBe(html);
    const refused = await app.request('http://shop.test/men/', {
      headers: { 'Accept-Encoding': 'gzip;q=0, identity' },
    });
    expect(refused.headers.get('content-encoding')).toBeNull();
    expect(refused.headers.get('etag')).toBe(plain.headers.get('etag'));
    expect(await refused.text()).toBe(html);
  });

  it('when the same page is asked twice, then its tag is the same (the tag is the page’s bytes)', async () => {
    const app = shop();
    const tags = await Promise.all(
      [1, 2].map(async () => (await app.request('http://shop.test/men/')).headers.get('etag')),
    );
    expect(tags[0]).toBe(tags[1]);
  });
});

describe('given pages no shared cache may keep', () => {
  it('when a customer asks for a listing, then it is private, never stored, with no tag', async () => {
    const res = await shop().request('http://shop.test/men/', {
      headers: { cookie: '__uul=token-of-premium' },
    });
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    // Nothing that would let a CDN or nginx keep it.
    expect(res.headers.get('cdn-cache-control')).toBeNull();
    expect(res.headers.get('x-accel-expires')).toBeNull();
    expect(res.headers.get('etag')).toBeNull();
    expect(res.headers.get('vary')).toBe('Cookie, Accept-Encoding');
    expect(await res.text()).toContain('premium');
  });

  it('when a customer sends an If-None-Match of the guest page, then they get their own page, not a 304', async () => {
    const app = shop();
    const guestTag = (await app.request('http://shop.test/men/')).headers.get('etag')!;
    const res = await app.request('http://shop.test/men/', {
      headers: { cookie: '__uul=token-of-premium', 'If-None-Match': guestTag },
    });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('€84.56 premium');
  });

  it('when the rendered page holds a signed-in session, then it is private even without the token cookie', async () => {
    const app = shop(() => ({ state: { session: { loggedIn: true } } }));
    const res = await app.request('http://shop.test/men/');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const unknown = await shop(() => ({ state: {} })).request('http://shop.test/men/');
    expect(unknown.headers.get('cache-control')).toBe('private, no-store');
  });

  it('when the response sets a cookie, then it is private: a shared cache would hand the cookie to everyone', async () => {
    const app = shop(() => ({ setCookies: ['__uuhlat=u123; Path=/'] }));
    const res = await app.request('http://shop.test/men/');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('x-accel-expires')).toBeNull();
    expect(res.headers.get('etag')).toBeNull();
  });

  it.each([
    '/login/',
    '/register/',
    '/wishlist/',
    '/reset-password/?token=abc',
    '/doi/thankyou/abc/',
    '/my-account/',
  ])('when a guest asks for %s, then it is private', async (path) => {
    const res = await shop().request(`http://shop.test${path}`);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
  });

  it('when the page is not found, then it is private (bots get the bare status, people the page); a failure is never stored', async () => {
    const missing = await shop(() => ({ status: 404 })).request('http://shop.test/nothing-here/');
    expect(missing.headers.get('cache-control')).toBe('private, no-store');
    const failed = await shop(() => ({ status: 500 })).request('http://shop.test/men/');
    expect(failed.headers.get('cache-control')).toBe('no-store');
    expect(failed.headers.get('x-accel-expires')).toBeNull();
  });
});

describe('given guests without cookies asking for the same page within a few seconds (the page memory)', () => {
  /** A shop counting its renders, with a clock the test moves; each render says which one it was. */
  function remembering(
    page: (request: RenderRequest) => Partial<Extract<RenderResult, { kind: 'page' }>> = () => ({}),
  ) {
    const clock = { time: 1_000_000, now: () => clock.time };
    const renders: RenderRequest[] = [];
    const app = shop(
      (request) => {
        renders.push(request);
        return {
          html: `<main>render ${renders.length} ${'<p>tile</p>'.repeat(200)}</main>`,
          ...page(request),
        };
      },
      { clock },
    );
    return { app, clock, renders };
  }

  it('when they ask one after another, then the page is rendered once and every guest gets the same bytes and tag', async () => {
    const { app, clock, renders } = remembering();
    const first = await app.request('http://shop.test/men/?page=2');
    clock.time += GUEST_PAGE_TTL_MS - 1;
    const second = await app.request('http://shop.test/men/?page=2', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(renders).toHaveLength(1);
    const html = await first.text();
    expect(html).toContain('render 1');
    expect(gunzipSync(Buffer.from(await second.arrayBuffer())).toString('utf8')).toBe(html);
    expect(second.headers.get('etag')).toBe(`${first.headers.get('etag')!.slice(0, -1)}-gzip"`);
    for (const name of ['cache-control', 'cdn-cache-control', 'x-accel-expires', 'vary'])
      expect(second.headers.get(name), name).toBe(first.headers.get(name));
    const current = await app.request('http://shop.test/men/?page=2', {
      headers: { 'If-None-Match': first.headers.get('etag')! },
    });
    expect(current.status).toBe(304);
    expect(renders).toHaveLength(1);
  });

  it('when they ask at the same moment, then one render answers them all', async () => {
    const { app, renders } = remembering();
    const answers = await Promise.all([1, 2, 3, 4].map(() => app.request('http://shop.test/men/')));
    expect(renders).toHaveLength(1);
    expect(new Set(await Promise.all(answers.map((res) => res.text()))).size).toBe(1);
  });

  it('when the page is older than the memory keeps it, then the next guest gets a new render', async () => {
    const { app, clock, renders } = remembering();
    await app.request('http://shop.test/men/');
    clock.time += GUEST_PAGE_TTL_MS;
    expect(await (await app.request('http://shop.test/men/')).text()).toContain('render 2');
    expect(renders).toHaveLength(2);
  });

  it('when pages differ in path, query or scheme, then each is its own', async () => {
    const { app, renders } = remembering();
    await app.request('http://shop.test/men/');
    await app.request('http://shop.test/men/?page=2');
    await app.request('http://shop.test/women/');
    await app.request('https://shop.test/men/');
    expect(renders.map((request) => [request.url, request.secure])).toEqual([
      ['/men/', false],
      ['/men/?page=2', false],
      ['/women/', false],
      ['/men/', true],
    ]);
  });

  it.each([
    ['a guest with any cookie', { cookie: 'cart=c1' }],
    ['a customer', { cookie: '__uul=token-of-premium' }],
  ])(
    'when %s asks, then their page is rendered for them, and they never get the kept one',
    async (_, headers) => {
      const { app, renders } = remembering();
      await app.request('http://shop.test/men/');
      const res = await app.request('http://shop.test/men/', { headers });
      expect(renders).toHaveLength(2);
      expect(await res.text()).toContain('render 2');
    },
  );

  it.each([
    ['a page no shared cache may keep', '/login/', {}],
    ['a page that sets a cookie', '/men/', { setCookies: ['__uuhlat=u123; Path=/'] }],
    ['a page not found', '/nothing-here/', { status: 404 }],
    ['a page that holds a signed-in session', '/men/', { state: { session: { loggedIn: true } } }],
  ])('when it is %s, then every request renders its own', async (_, path, page) => {
    const { app, renders } = remembering(() => page);
    await app.request(`http://shop.test${path}`);
    await app.request(`http://shop.test${path}`);
    expect(renders).toHaveLength(2);
  });

  it('when the render fails, then that request gets a 500 and nothing is kept: the next one renders again', async () => {
    let fail = true;
    let renders = 0;
    const app = shop(
      () => {
        renders++;
        if (fail) throw new Error('the listing broke');
        return {};
      },
      { clock: { now: () => 0 } },
    );
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const failed = await app.request('http://shop.test/men/');
      expect(failed.status).toBe(500);
      expect(failed.headers.get('cache-control')).toBe('no-store');
      fail = false;
      expect((await app.request('http://shop.test/men/')).status).toBe(200);
      expect(renders).toBe(2);
    } finally {
      errors.mockRestore();
    }
  });

  it('when the API cannot be reached, then guests get the server error page, not the kept page', async () => {
    const { api, fetchHealth } = fakeApi();
    const health = new ApiHealth(config.apiBaseUrl, { fetch: fetchHealth, healthyForMs: 0 });
    const renders: RenderRequest[] = [];
    const app = shop(
      (request) => (renders.push(request), request.apiUnavailable ? { status: 503, html: '<p>503</p>' } : {}),
      { apiHealth: health, clock: { now: () => 0 } },
    );
    expect((await app.request('http://shop.test/men/')).status).toBe(200);
    api.up = false;
    const down = await app.request('http://shop.test/men/');
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe('no-store');
    expect(renders.map((request) => request.apiUnavailable)).toEqual([false, true]);
  });

  it('when the server runs for development, then nothing is kept: an edit shows on the next request', async () => {
    const { app, renders } = (() => {
      const renders: RenderRequest[] = [];
      const app = shop((request) => (renders.push(request), {}), { dev: true });
      return { app, renders };
    })();
    await app.request('http://shop.test/men/');
    await app.request('http://shop.test/men/');
    expect(renders).toHaveLength(2);
  });
});
