import { randomUUID } from 'node:crypto';
import { REQUEST_ID_COOKIE } from '@fanshop/core/shared';
import { expect, test } from './support/fixtures';
import { shop } from './support/shop';
import type { Page } from '@playwright/test';
import { filterValue, hydrated, listingSettled, readTiles, searchBrand } from './support/journey';
import type { PageProblems } from './support/problems';
import { cartLines, faultApi, wishlistIds } from './support/faults';

/**
 * The shop API failing under the storefront in the browser (spec section 8): answers 503, connections
 * reset, a request stalled for 10 seconds, the browser offline. A GET is retried once on a retryable
 * status or a network error, a write never; the page says what went wrong, offers to try again, and
 * keeps what the shopper had: cart lines, wishlist items, form input. Nothing is written twice.
 */

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

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${shop.storefront}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  await hydrated(page);
}

/** Chooses a size on the product page and presses "Add to cart". */
async function addSize(page: Page, size: string): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('group', { name: /^Size/ }).getByRole('radio', { name: size, exact: true }).check();
  await main.getByRole('button', { name: /^(Add to cart|Adding…)$/ }).click();
}

async function addedConfirmation(page: Page, size: string, timeout = 10_000): Promise<void> {
  await expect(page.locator('.product-info__status'), `the product page confirms size ${size}`).toHaveText(
    `Added to your cart (size ${size}).`,
    { timeout },
  );
}

test.describe('the API answers 503', () => {
  test(
    'a listing update is tried twice, keeps the products shown, and its retry works once the API is back',
    { tag: '@desktop' },
    async ({ page, problems, network }) => {
      const brand = await topBrand();
      await open(page, `/search/?q=${QUERY}`);
      const unfiltered = await listingSettled(page, network);
      const before = await readTiles(page);

      const api = await faultApi(
        page,
        shop,
        { method: 'GET', path: '/api/v1/listing/' },
        { kind: 'status', status: 503 },
      );
      const sidebar = page.getByRole('complementary', { name: 'Filters' });
      await searchBrand(sidebar, brand);
      await filterValue(sidebar, 'checkbox', brand).check();
      const alert = page.getByRole('alert').filter({ hasText: LISTING_FAILED });
      await expect(alert).toBeVisible();
      // One GET and its one retry, then the message.
      expect(api.count('GET', '/api/v1/listing/')).toBe(2);
      expect(await readTiles(page)).toEqual(before);

      api.heal();
      await alert.getByRole('button', { name: 'Try again' }).click();
      await expect(alert).toHaveCount(0);
      const filtered = await listingSettled(page, network);
      expect(filtered).toBeLessThan(unfiltered);
      expect(new URL(page.url()).searchParams.get('filters')).not.toBeNull();
      for (const tile of await readTiles(page)) expect(tile.name.startsWith(brand)).toBe(true);
      expect(pageErrors(problems)).toEqual([]);
    },
  );

  test(
    'a page opened in the shop shows the server error with a retry that opens it once the API is back',
    { tag: '@desktop' },
    async ({ page, problems, network }) => {
      await open(page, `/search/?q=${QUERY}`);
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
      await expect(main.getByRole('heading', { level: 1, name: 'Internal Server Error' })).toBeVisible();
      await expect(main).toContainText('503');
      expect(api.count('GET', '/api/v1/product/')).toBe(2);
      // The header still works: the search field takes input.
      await page.getByRole('combobox', { name: 'Search the shop' }).fill('ball');
      await page.getByRole('combobox', { name: 'Search the shop' }).fill('');

      api.heal();
      await main.getByRole('button', { name: 'Try again' }).click();
      await expect(
        main.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Internal Server Error' }),
      ).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(href);
      await expect(main.getByRole('button', { name: 'Add to cart' })).toBeVisible();
      expect(pageErrors(problems)).toEqual([]);
    },
  );
});

test.describe('the API answers 503 to a write', () => {
  test(
    'a wishlist add is sent once, not retried, rolled back with a message, and works when tried again',
    { tag: '@desktop' },
    async ({ page, context, problems, network }) => {
      const product = await productWithTwoSizes();
      await open(page, product.url);
      await network.idle();

      const api = await faultApi(
        page,
        shop,
        { method: 'POST', path: '/api/v1/wishlist/' },
        { kind: 'status', status: 503 },
      );
      const heart = page.getByRole('main').getByRole('button', { name: `Wishlist: ${product.name}` });
      await heart.click();
      await expect(page.getByText('Your wishlist could not be changed. Please try again.')).toBeVisible();
      await network.idle();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');
      // 503 is retryable for a GET only: the write went out once.
      expect(api.count('POST', '/api/v1/wishlist/')).toBe(1);
      expect(await wishlistIds(context, shop)).toEqual([]);

      api.heal();
      await heart.click();
      await expect(heart, 'the heart is pressed').toHaveAttribute('aria-pressed', 'true');
      await network.idle();
      expect(await wishlistIds(context, shop)).toEqual([product.id]);
      expect(api.count('POST', '/api/v1/wishlist/')).toBe(2);
      expect(pageErrors(problems)).toEqual([]);
    },
  );
});

test.describe('connections reset', () => {
  test(
    'the cart loads through one reset; a reset add is not repeated, keeps the cart, and works when tried again',
    { tag: '@desktop' },
    async ({ page, context, problems, network }) => {
      const product = await productWithTwoSizes();
      const [first, second] = product.options.filter((o) => o.stock > 1);
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
      await open(page, product.url);
      await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
      // The header shows an empty cart before its load ends: wait for the load and its retry.
      await expect
        .poll(() =>
          cartGet.requests
            .filter((r) => r.method === 'GET' && r.path === '/api/v1/cart/')
            .map((r) => r.outcome),
        )
        .toEqual(['reset', 'passed']);

      await addSize(page, first!.title);
      await addedConfirmation(page, first!.title);
      await network.idle();
      await page.keyboard.press('Escape');

      const add = await faultApi(page, shop, { method: 'POST', path: '/api/v1/cart/' }, { kind: 'reset' });
      await addSize(page, second!.title);
      await expect(page.getByRole('alert').filter({ hasText: ADD_FAILED })).toBeVisible();
      await network.idle();
      // A write is never retried: one attempt, and the API still holds the one line.
      expect(add.count('POST', '/api/v1/cart/')).toBe(1);
      expect((await cartLines(context, shop)).map((l) => [l.option.title, l.option.quantity])).toEqual([
        [first!.title, 1],
      ]);
      await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

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
      await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
      expect(pageErrors(problems)).toEqual([]);
    },
  );
});

test.describe('a stalled API', () => {
  test(
    'an add to cart that hangs for 10 seconds leaves the page usable and is written once despite more presses',
    { tag: '@desktop' },
    async ({ page, context, problems, network }) => {
      const product = await productWithTwoSizes();
      const size = product.options.find((o) => o.stock > 1)!.title;
      await open(page, product.url);
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
      await expect(button).toBeVisible();
      await expect(button).toHaveAttribute('aria-disabled', 'true');
      // Impatient presses while it hangs (the button only says it is busy, so they do reach it).
      await button.click({ force: true });
      await button.click({ force: true });

      // Meanwhile the page answers: the search shows suggestions.
      const field = page.getByRole('combobox', { name: 'Search the shop' });
      await field.click();
      await field.pressSequentially(QUERY, { delay: 20 });
      await expect(
        page.getByRole('listbox', { name: 'Search suggestions' }).getByRole('option').first(),
      ).toBeVisible();
      await field.press('Escape');
      expect(Date.now() - startedAt).toBeLessThan(10_000);

      await addedConfirmation(page, size, 15_000);
      await network.idle();
      expect(stall.count('POST', '/api/v1/cart/')).toBe(1);
      expect((await cartLines(context, shop)).map((l) => [l.option.title, l.option.quantity])).toEqual([
        [size, 1],
      ]);
      await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
      expect(pageErrors(problems)).toEqual([]);
    },
  );
});

test.describe('the browser goes offline', () => {
  test(
    'keeps the wishlist item, the cart and the login form, and logs in once back online',
    { tag: '@desktop' },
    async ({ page, context, problems, network, registeredCustomer: customer }) => {
      const product = await productWithTwoSizes();
      const size = product.options.find((o) => o.stock > 1)!.title;

      await open(page, product.url);
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
      await expect(heart, 'the heart is pressed').toHaveAttribute('aria-pressed', 'true');
      await network.idle();
      expect(await wishlistIds(context, shop)).toEqual([product.id]);

      await context.setOffline(true);
      // Removing from the wishlist fails and the item stays, on the page and in the API.
      await heart.click();
      await expect(page.getByText('Your wishlist could not be changed. Please try again.')).toBeVisible();
      await expect(heart, 'the heart stays pressed').toHaveAttribute('aria-pressed', 'true');
      // Adding to the cart fails with a message.
      await addSize(page, size);
      await expect(page.getByRole('alert').filter({ hasText: ADD_FAILED })).toBeVisible();
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
      await expect(
        page.getByText('We could not reach the shop. Check your connection and try again.'),
      ).toBeVisible();
      await expect(form.getByLabel('Email address')).toHaveValue(customer.email);
      await expect(form.getByLabel('Password', { exact: true })).toHaveValue(customer.password);
      const loginsOffline = loginsAnswered;

      await context.setOffline(false);
      await form.getByRole('button', { name: 'Log in' }).click();
      await expect(page, 'the account overview').toHaveURL((url) => url.pathname === '/my-account/');
      await expect(page.getByRole('button', { name: /^Account of / })).toBeVisible();
      await network.idle();
      // Offline nothing reached the API; online one login went through, and the guest's item joined once.
      expect(loginsOffline).toBe(0);
      expect(loginsAnswered).toBe(1);
      expect(await wishlistIds(context, shop)).toEqual([product.id]);
      expect(pageErrors(problems)).toEqual([]);
    },
  );
});
