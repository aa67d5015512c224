import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, newContext, watchProblems } from './support/browser';

const shop = inject('shop');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** A product page path from the listing API, so the test follows the seeded catalogue. */
async function someProductPath(): Promise<string> {
  const res = await fetch(`${shop.api}/api/v1/listing/?path=/men/`);
  const body = (await res.json()) as { products: { url: string }[] };
  const url = body.products[0]?.url;
  if (!url) throw new Error('the seeded catalogue has no men products');
  return url;
}

describe('hydration in Chromium', () => {
  const paths = [
    '/',
    '/de/',
    '/men/',
    '/search/?q=jersey',
    '/marken/',
    '/faq/',
    '/blog/',
    '/wishlist/',
    '/login/',
  ];

  it.each(paths)('%s hydrates without a console error, page error or failed request', async (path) => {
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    const problems = watchProblems(page);
    const response = await page.goto(`${shop.storefront}${path}`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(200);
    // The client has taken over: React attached its root.
    await page.waitForFunction(() => Boolean(document.getElementById('root')?.firstElementChild));
    expect(problems.messages).toEqual([]);
    await context.close();
  });

  it('a product page hydrates without problems', async () => {
    const context = await newContext(browser, 'phone');
    const page = await context.newPage();
    const problems = watchProblems(page);
    const response = await page.goto(`${shop.storefront}${await someProductPath()}`, {
      waitUntil: 'networkidle',
    });
    expect(response?.status()).toBe(200);
    expect(problems.messages).toEqual([]);
    await context.close();
  });
});
