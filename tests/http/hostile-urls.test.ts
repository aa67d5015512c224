import { describe, expect, inject, it } from 'vitest';

/**
 * The storefront with hostile URLs: very long paths and queries, encoded slashes and backslashes,
 * double encoding, markup and script in the path and the query, null bytes, broken and exotic
 * unicode, protocol-relative paths. Each answers 200, 301 or 404 (never 5xx), a redirect stays in the
 * shop, nothing of the payload reaches the HTML unescaped, and in Chromium nothing runs and the page
 * renders (that last part is tests/e2e/hostile-urls.spec.ts). ssr-pages.test.ts covers the plain `<script>`
 * search query.
 */

const shop = inject('shop');

/**
 * What a payload must never become in the HTML: live markup, or a link that runs script. Escaped as
 * text (`&lt;svg onload=…&gt;`) or inside an attribute value (`?redirect=javascript:…`) it is harmless.
 */
const INJECTED = [
  /<script>alert/i,
  /<script>window\.__pwned/i,
  /<svg[\s/]+onload/i,
  /<img[\s/]+src=x/i,
  /href="\s*javascript:/i,
];

async function get(path: string): Promise<{ status: number; location: string | null; html: string }> {
  const res = await fetch(`${shop.storefront}${path}`, { redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location'), html: await res.text() };
}

const LONG_PATH = `/${'a'.repeat(4_000)}/`;
const LONG_SEGMENTS = `/${'x/'.repeat(1_500)}`;
const LONG_QUERY = `/search/?q=${'x'.repeat(8_000)}`;
const MANY_PARAMETERS = `/men/?${Array.from({ length: 500 }, (_, i) => `p${i}=${i}`).join('&')}`;

const HOSTILE: readonly string[] = [
  LONG_PATH,
  LONG_SEGMENTS,
  LONG_QUERY,
  MANY_PARAMETERS,
  // Encoded slashes and backslashes, traversal.
  '/men%2Fjerseys/',
  '/men%2fjerseys/',
  '/men%5Cjerseys/',
  '/men%5cjerseys/',
  '/p/%2F..%2F..%2Fetc%2Fpasswd/',
  '/.%2e/.%2e/etc/passwd/',
  '/de/%2e%2e/%2e%2e/',
  '/%2F%2Fevil.example/',
  // Double encoding.
  '/men%252Fjerseys/',
  '/search/?q=%253Cscript%253Ealert(1)%253C%252Fscript%253E',
  '/%253Cscript%253E/',
  // Markup and script in the path and the query.
  '/%3Cscript%3Ealert(1)%3C%2Fscript%3E/',
  '/%22%3E%3Csvg%20onload%3Dalert(1)%3E/',
  '/search/?q=%22%3E%3Csvg%20onload%3Dalert(1)%3E',
  "/search/?q='%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
  '/search/?q=%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  '/men/?filters=%22%3E%3Csvg%20onload%3Dalert(1)%3E&sortField=%3Cscript%3E',
  '/faq/%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E/',
  '/blog/article/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E/',
  '/p/%22%3E%3Csvg%20onload%3Dalert(1)%3E-1/',
  '/my-account/order-details/%3Cscript%3Ealert(1)%3C%2Fscript%3E/',
  '/doi/thankyou/%3Cscript%3Ealert(1)%3C%2Fscript%3E/?token=%22%3E%3Csvg%20onload%3Dalert(1)%3E',
  '/reset-password/?token=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E&email=%3Csvg%20onload%3Dalert(1)%3E',
  '/login/?redirect=javascript:alert(1)',
  // Null bytes and control characters.
  '/men%00/',
  '/p/x%00y-1/',
  '/search/?q=%00%01%1F',
  '/search/?q=jersey%0D%0ASet-Cookie:%20x=1',
  // Unicode: accents, emoji, right-to-left override, broken UTF-8, overlong forms.
  '/s%C3%B6hne/',
  '/de/herren/%C3%BC%C3%A4%C3%B6/',
  '/search/?q=Trikot%20%F0%9F%98%80',
  '/%E2%80%AE/',
  '/%C3%28/',
  '/%C0%AF/',
  '/search/?q=%FF%FE',
  '/p/%E0%A4%A/',
  // Odd parameters.
  '/search/?q%5B%5D=1',
  '/search/?q=a&q=b',
  '/men/?page=-1',
  '/men/?page=99999999999999999999',
  '/men/?filters=abc,1e9,-1',
  '/men/?priceMin=NaN&priceMax=Infinity&priceType=__proto__',
  '/men/?sortField=__proto__&sortType=constructor',
];

describe('hostile URLs on the server', () => {
  it.each(
    HOSTILE.map((path) => [path.length > 120 ? `${path.slice(0, 100)}… (${path.length} chars)` : path, path]),
  )('%s answers 200, 301 or 404 with nothing injected', async (_label, path) => {
    const { status, location, html } = await get(path);
    expect([200, 301, 404]).toContain(status);
    if (status === 301) {
      expect(location).toMatch(/^\/(?![/\\])/);
      return;
    }
    expect(html.includes('id="root"'), 'the page frame').toBe(true);
    expect(/<h1[\s>]/.test(html), 'a main heading').toBe(true);
    expect(INJECTED.filter((pattern) => pattern.test(html)).map(String)).toEqual([]);
  });

  it.each([
    ['//evil.example', '/evil.example/'],
    ['///evil.example', '/evil.example/'],
    ['//evil.example/men?q=1', '/evil.example/men/?q=1'],
    ['/%2F%2Fevil.example', '/%2F%2Fevil.example/'],
    ['/%5Cevil.example', '/%5Cevil.example/'],
  ])('%s redirects to a path in the shop, never to another host', async (path, expected) => {
    const { status, location } = await get(path);
    expect(status).toBe(301);
    expect(location).toBe(expected);
  });

  it('a path with a raw backslash is refused or kept in the shop', async () => {
    // fetch() would normalise the backslash, so the request goes out as written.
    const { request } = await import('node:http');
    const url = new URL(shop.storefront);
    const answer = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      request({ host: url.hostname, port: url.port, path: '/\\evil.example', method: 'GET' }, (res) => {
        res.resume();
        resolve({ status: res.statusCode ?? 0, location: res.headers.location });
      })
        .on('error', reject)
        .end();
    });
    expect(answer.status).toBeLessThan(500);
    if (answer.location !== undefined) expect(answer.location).toMatch(/^\/(?![/\\])/);
  });

  it('a search query is cut to 50 characters before it reaches the page', async () => {
    // The address is first redirected to the query's normal form, which the page then shows.
    const moved = await get(LONG_QUERY);
    expect(moved.status).toBe(301);
    expect(moved.location).toBe(`/search/?q=${'x'.repeat(50)}`);
    const { status, html } = await get(moved.location!);
    expect(status).toBe(200);
    const heading = /<h1[^>]*>([^<]*)<\/h1>/.exec(html)?.[1];
    expect(heading).toBe(`Results for “${'x'.repeat(50)}”`);
  });
});
