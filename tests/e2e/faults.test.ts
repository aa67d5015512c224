import { randomUUID } from 'node:crypto';
import { REQUEST_ID_COOKIE } from '@fanshop/core/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, newContext, watchProblems, type PageProblems } from './support/browser';
import {
  eventually,
  filterValue,
  freshCustomer,
  listingSettled,
  readTiles,
  urlWhere,
  watchNetwork,
} from './support/journey';
import { cartLines, faultApi, wishlistIds } from './support/faults';

/**
 * The shop API failing under the storefront in the browser (spec section 8): answers 503, connections
 * reset, a request stalled for 10 seconds, the browser offline. A GET is retried once on a retryable
 * status or a network error, a write never; the page says what went wrong, offers to try again, and
 * keeps what the shopper had: cart lines, wishlist items, form input. Nothing is written twice.
 */

const shop = inject('shop');
let browser: Browser;

const QUERY = 'jersey';
/** What the page says when the products could not be updated. */
const LISTING_FAILED = 'We could not update the products. The ones shown are from before.';
const ADD_FAILED = 'We could not add the product to your cart. Please try again.';

interface ProductAnswer {
  id: number;
  name: string;
  url: string;
  options: { id: number; title: string; stock: number }[];
}

/** A product with at least two sizes in stock, from the seeded catalogue. */
async function productWithTwoSizes(): Promise<ProductAnswer> {
  const listing = (await (await fetch(`${shop.api}/api/v1/listing/?path=/men/`)).json()) as {
    products: { url: string }[];
  };
  for (const { url } of listing.products) {
    const product = (await (
      await fetch(`${shop.api}/api/v1/product/?path=${encodeURIComponent(url)}`)
    ).json()) as ProductAnswer;
    if (product.options.filter((o) => o.stock > 1).length >= 2) return product;
  }
  throw new Error('no men product has two sizes in stock');
}

/** The brand with most results for the query. */
async function topBrand(): Promise<string> {
  const body = (await (await fetch(`${shop.api}/api/v1/listing/?path=/search/&q=${QUERY}`)).json()) as {
    filters: { f_name: string; data: { fv_name: string; count: number; hidden: boolean }[] }[];
  };
  const brands = body.filters.find((f) => f.f_name === 'GENERAL_Brand')!.data.filter((v) => !v.hidden);
  return [...brands].sort((a, b) => b.count - a.count)[0]!.fv_name;
}

/** Only faults of the page itself count: uncaught errors. Failed requests are what these tests cause. */
function pageErrors(problems: PageProblems): string[] {
  return problems.messages.filter((m) => m.startsWith('pageerror:'));
}

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const response = await page.goto(`${shop.storefront}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await page.waitForFunction(() => Boolean(document.getElementById('root')?.firstElementChild));
  return page;
}

/** Chooses a size on the product page and presses "Add to cart". */
async function addSize(page: Page, size: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('group', { name: /^Size/ }).getByRole('radio', { name: size, exact: true }).check();
  await main.getByRole('button', { name: /^(Add to cart|Adding…)$/ }).click();
}

async function addedConfirmation(page: Page, size: string, timeoutMs = 10_000): Promise<void> {
  await eventually(
    async () => (await page.locator('.product-info__status').textContent()) ?? '',
    (t) => t === `Added to your cart (size ${size}).`,
    `the product page confirms size ${size}`,
    timeoutMs,
  );
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('the API answers 503', () => {
  it('a listing update is tried twice, keeps the products shown, and its retry works once the API is back', async () => {
    const brand = await topBrand();
    const context = await newContext(browser, 'desktop');
    const page = await open(context, `/search/?q=${QUERY}`);
    const problems = watchProblems(page);
    const network = watchNetwork(page);
    const unfiltered = await listingSettled(page, network);
    const before = await readTiles(page);

    const api = await faultApi(
      page,
      shop,
      { method: 'GET', path: '/api/v1/listing/' },
      { kind: 'status', status: 503 },
    );
    const sidebar = page.getByRole('complementary', { name: 'Filters' });
    await filterValue(sidebar, 'checkbox', brand).check();
    const alert = page.getByRole('alert').filter({ hasText: LISTING_FAILED });
    await alert.waitFor();
    // One GET and its one retry, then the message.
    expect(api.count('GET', '/api/v1/listing/')).toBe(2);
    expect(await readTiles(page)).toEqual(before);

    api.heal();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await alert.waitFor({ state: 'detached' });
    const filtered = await listingSettled(page, network);
    expect(filtered).toBeLessThan(unfiltered);
    expect(new URL(page.url()).searchParams.get('filters')).not.toBeNull();
    for (const tile of await readTiles(page)) expect(tile.name.startsWith(brand)).toBe(true);
    expect(pageErrors(problems)).toEqual([]);
    await context.close();
  });

  it('a page opened in the shop shows the server error with a retry that opens it once the API is back', async () => {
    const context = await newContext(browser, 'desktop');
    const page = await open(context, `/search/?q=${QUERY}`);
    const problems = watchProblems(page);
    const network = watchNetwork(page);
    await listingSettled(page, network);

    const api = await faultApi(
      page,
      shop,
      { method: 'GET', path: '/api/v1/product/' },
      { kind: 'status', status: 503 },
    );
    const tile = page.getByRole('list', { name: 'Products', exact: true }).getByRole('link').first();
    const href = (await tile.getAttribute('href'))!;
    await tile.click();
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: 'Internal Server Error' }).waitFor();
    expect(await main.innerText()).toContain('503');
    expect(api.count('GET', '/api/v1/product/')).toBe(2);
    // The header still works: the search field takes input.
    await page.getByRole('combobox', { name: 'Search the shop' }).fill('ball');
    await page.getByRole('combobox', { name: 'Search the shop' }).fill('');

    api.heal();
    await main.getByRole('button', { name: 'Try again' }).click();
    await main.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Internal Server Error' }).waitFor();
    expect(new URL(page.url()).pathname).toBe(href);
    await main.getByRole('button', { name: 'Add to cart' }).waitFor();
    expect(pageErrors(problems)).toEqual([]);
    await context.close();
  });
});

describe('the API answers 503 to a write', () => {
  it('a wishlist add is sent once, not retried, rolled back with a message, and works when tried again', async () => {
    const product = await productWithTwoSizes();
    const context = await newContext(browser, 'desktop');
    const page = await open(context, product.url);
    const problems = watchProblems(page);
    const network = watchNetwork(page);
    await network.idle();

    const api = await faultApi(
      page,
      shop,
      { method: 'POST', path: '/api/v1/wishlist/' },
      { kind: 'status', status: 503 },
    );
    const heart = page.getByRole('main').getByRole('button', { name: `Wishlist: ${product.name}` });
    await heart.click();
    await page.getByText('Your wishlist could not be changed. Please try again.').waitFor();
    await network.idle();
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    // 503 is retryable for a GET only: the write went out once.
    expect(api.count('POST', '/api/v1/wishlist/')).toBe(1);
    expect(await wishlistIds(context, shop)).toEqual([]);

    api.heal();
    await heart.click();
    await eventually(
      () => heart.getAttribute('aria-pressed'),
      (v) => v === 'true',
      'the heart is pressed',
    );
    await network.idle();
    expect(await wishlistIds(context, shop)).toEqual([product.id]);
    expect(api.count('POST', '/api/v1/wishlist/')).toBe(2);
    expect(pageErrors(problems)).toEqual([]);
    await context.close();
  });
});

describe('connections reset', () => {
  it('the cart loads through one reset; a reset add is not repeated, keeps the cart, and works when tried again', async () => {
    const product = await productWithTwoSizes();
    const [first, second] = product.options.filter((o) => o.stock > 1);
    const context = await newContext(browser, 'desktop');
    // A returning guest (a request id is stored), whose cart loads at start; a first visit has none to load.
    await context.addCookies([
      { name: REQUEST_ID_COOKIE, value: `u${randomUUID()}`, url: shop.storefront, sameSite: 'Lax' },
    ]);
    // The first cart GET meets a reset; its retry loads the cart.
    const cartGet = await faultApi(
      context,
      shop,
      { method: 'GET', path: '/api/v1/cart/' },
      { kind: 'reset', times: 1 },
    );
    const page = await open(context, product.url);
    const problems = watchProblems(page);
    const network = watchNetwork(page);
    await page.getByRole('button', { name: 'Cart, 0 items' }).waitFor();
    expect(
      cartGet.requests.filter((r) => r.method === 'GET' && r.path === '/api/v1/cart/').map((r) => r.outcome),
    ).toEqual(['reset', 'passed']);

    await addSize(page, first!.title);
    await addedConfirmation(page, first!.title);
    await network.idle();
    await page.keyboard.press('Escape');

    const add = await faultApi(page, shop, { method: 'POST', path: '/api/v1/cart/' }, { kind: 'reset' });
    await addSize(page, second!.title);
    await page.getByRole('alert').filter({ hasText: ADD_FAILED }).waitFor();
    await network.idle();
    // A write is never retried: one attempt, and the API still holds the one line.
    expect(add.count('POST', '/api/v1/cart/')).toBe(1);
    expect((await cartLines(context, shop)).map((l) => [l.option.title, l.option.quantity])).toEqual([
      [first!.title, 1],
    ]);
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();

    add.heal();
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
    await addedConfirmation(page, second!.title);
    await network.idle();
    const lines = (await cartLines(context, shop)).map((l) => [l.option.title, l.option.quantity]);
    expect(lines).toHaveLength(2);
    expect(lines).toEqual(
      expect.arrayContaining([
        [first!.title, 1],
        [second!.title, 1],
      ]),
    );
    await page.getByRole('button', { name: 'Cart, 2 items' }).waitFor();
    expect(pageErrors(problems)).toEqual([]);
    await context.close();
  });
});

describe('a stalled API', () => {
  it('an add to cart that hangs for 10 seconds leaves the page usable and is written once despite more presses', async () => {
    const product = await productWithTwoSizes();
    const size = product.options.find((o) => o.stock > 1)!.title;
    const context = await newContext(browser, 'desktop');
    const page = await open(context, product.url);
    const problems = watchProblems(page);
    const network = watchNetwork(page);
    await network.idle();

    const stall = await faultApi(
      page,
      shop,
      { method: 'POST', path: '/api/v1/cart/' },
      { kind: 'stall', ms: 10_000 },
    );
    const startedAt = Date.now();
    await addSize(page, size);
    const button = page.getByRole('main').getByRole('button', { name: 'Adding…' });
    await button.waitFor();
    expect(await button.getAttribute('aria-disabled')).toBe('true');
    // Impatient presses while it hangs (the button only says it is busy, so they do reach it).
    await button.click({ force: true });
    await button.click({ force: true });

    // Meanwhile the page answers: the search shows suggestions.
    const field = page.getByRole('combobox', { name: 'Search the shop' });
    await field.click();
    await field.pressSequentially(QUERY, { delay: 20 });
    await page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first().waitFor();
    await field.press('Escape');
    expect(Date.now() - startedAt).toBeLessThan(10_000);

    await addedConfirmation(page, size, 15_000);
    await network.idle();
    expect(stall.count('POST', '/api/v1/cart/')).toBe(1);
    expect((await cartLines(context, shop)).map((l) => [l.option.title, l.option.quantity])).toEqual([
      [size, 1],
    ]);
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
    expect(pageErrors(problems)).toEqual([]);
    await context.close();
  }, 40_000);
});

describe('the browser goes offline', () => {
  it('keeps the wishlist item, the cart and the login form, and logs in once back online', async () => {
    const product = await productWithTwoSizes();
    const size = product.options.find((o) => o.stock > 1)!.title;
    const customer = freshCustomer('offline');
    const registered = await fetch(`${shop.api}/api/v1/auth/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Client': 'storefront-web' },
      body: JSON.stringify({ ...customer, password_confirmation: customer.password }),
    });
    expect(registered.status).toBe(200);

    const context = await newContext(browser, 'desktop');
    const page = await open(context, product.url);
    const problems = watchProblems(page);
    const network = watchNetwork(page);
    // The logins the API answered (a request that never left the browser has no response).
    let loginsAnswered = 0;
    page.on('response', (response) => {
      const request = response.request();
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/auth/login/') {
        loginsAnswered += 1;
      }
    });
    const main = page.getByRole('main');
    const heart = main.getByRole('button', { name: `Wishlist: ${product.name}` });
    await heart.click();
    await eventually(
      () => heart.getAttribute('aria-pressed'),
      (v) => v === 'true',
      'the heart is pressed',
    );
    await network.idle();
    expect(await wishlistIds(context, shop)).toEqual([product.id]);

    await context.setOffline(true);
    // Removing from the wishlist fails and the item stays, on the page and in the API.
    await heart.click();
    await page.getByText('Your wishlist could not be changed. Please try again.').waitFor();
    await eventually(
      () => heart.getAttribute('aria-pressed'),
      (v) => v === 'true',
      'the heart stays pressed',
    );
    // Adding to the cart fails with a message.
    await addSize(page, size);
    await page.getByRole('alert').filter({ hasText: ADD_FAILED }).waitFor();
    await context.setOffline(false);
    expect(await wishlistIds(context, shop)).toEqual([product.id]);
    expect(await cartLines(context, shop)).toEqual([]);

    // The login form: filled in, sent offline, kept, and sent again online.
    await page.goto(`${shop.storefront}/login/`, { waitUntil: 'networkidle' });
    const form = page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email address').fill(customer.email);
    await form.getByLabel('Password', { exact: true }).fill(customer.password);
    await context.setOffline(true);
    await form.getByRole('button', { name: 'Log in' }).click();
    await page.getByText('We could not reach the shop. Check your connection and try again.').waitFor();
    expect(await form.getByLabel('Email address').inputValue()).toBe(customer.email);
    expect(await form.getByLabel('Password', { exact: true }).inputValue()).toBe(customer.password);
    const loginsOffline = loginsAnswered;

    await context.setOffline(false);
    await form.getByRole('button', { name: 'Log in' }).click();
    await urlWhere(page, (url) => url.pathname === '/my-account/', 'the account overview');
    await page.getByRole('button', { name: /^Account of / }).waitFor();
    await network.idle();
    // Offline nothing reached the API; online one login went through, and the guest's item joined once.
    expect(loginsOffline).toBe(0);
    expect(loginsAnswered).toBe(1);
    expect(await wishlistIds(context, shop)).toEqual([product.id]);
    expect(pageErrors(problems)).toEqual([]);
    await context.close();
  });
});
