import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Locator, Page, Request } from 'playwright-core';
import { launchBrowser, newContext, watchProblems } from './support/browser';
import {
  eventually,
  euros,
  unexpectedProblems,
  watchClientErrors,
  watchNetwork,
  type NetworkWatch,
} from './support/journey';

const shop = inject('shop');
let browser: Browser;

/** The removal waits this long for an undo (spec: 2 seconds). */
const UNDO_WINDOW_MS = 2_000;
/** Free delivery from €50: lines at or above it keep the total equal to the lines' sum. */
const FREE_DELIVERY_FROM_CENTS = 5_000;

interface SeededProduct {
  name: string;
  url: string;
  prices: { vk: number };
  sizes: { title: string; available: boolean }[];
}

/**
 * Two products the shopper puts into the cart, from the seeded catalogue: in stock, at different
 * prices, each at least the free-delivery amount, so that the total after a removal is exactly the
 * remaining line's price.
 */
async function twoProducts(): Promise<[SeededProduct, SeededProduct]> {
  const res = await fetch(`${shop.api}/api/v1/listing/?path=/men/`);
  const { products } = (await res.json()) as { products: SeededProduct[] };
  const fit = products.filter(
    (p) => p.prices.vk >= FREE_DELIVERY_FROM_CENTS && p.sizes.some((s) => s.available),
  );
  const first = fit[0];
  const second = fit.find((p) => p.prices.vk !== first?.prices.vk && p.name !== first?.name);
  if (!first || !second) throw new Error('the seeded men listing has no two in-stock products over €50');
  return [first, second];
}

/**
 * API answers in the 4xx range this journey expects: none. A guest's session, cart and wishlist load
 * with 200, and every step here is a valid request, so any 4xx (and the console error Chromium logs
 * for it) fails the journey.
 */
const EXPECTED_4XX: readonly RegExp[] = [];

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Adds one piece of the first size in stock from a product page; answers the size's title. */
async function addFromProductPage(page: Page, path: string): Promise<string> {
  const response = await page.goto(`${shop.storefront}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  const size = page.getByRole('group', { name: /^Size/ }).getByRole('radio', { disabled: false }).first();
  await size.check();
  const title = ((await size.evaluate((input) => input.closest('label')?.textContent)) ?? '').trim();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await eventually(
    async () => (await page.getByRole('status').filter({ hasText: 'Added to your cart' }).count()) > 0,
    Boolean,
    'the product page confirms the add',
  );
  return title;
}

/** The text of the cart popup's total. */
function totalOf(popup: Locator): Promise<string> {
  return popup
    .locator('dt', { hasText: /^Total$/ })
    .locator('xpath=following-sibling::dd')
    .innerText()
    .then((t) => t.trim());
}

describe('removing a cart line with the 2-second undo', () => {
  it('Undo keeps the line and the total; a removal left alone takes the line and its amount out', async () => {
    const [a, b] = await twoProducts();
    const context = await newContext(browser, 'desktop');
    const page = await context.newPage();
    const problems = watchProblems(page);
    const clientErrors = watchClientErrors(page);
    const network: NetworkWatch = watchNetwork(page);
    const removals: { at: number; request: Request }[] = [];
    page.on('request', (request) => {
      if (request.method() === 'DELETE' && /\/api\/v1\/cart\/hash\//.test(request.url())) {
        removals.push({ at: Date.now(), request });
      }
    });

    // A shopper with two cart lines.
    const sizeA = await addFromProductPage(page, a.url);
    const sizeB = await addFromProductPage(page, b.url);
    await page.reload({ waitUntil: 'networkidle' });
    await network.idle();
    const cartButton = page.getByRole('button', { name: 'Cart, 2 items' });
    await cartButton.click();
    const popup = page.getByRole('dialog', { name: 'Cart' });
    await popup.waitFor({ state: 'visible' });
    const lineA = popup.getByRole('listitem').filter({ hasText: a.name });
    const lineB = popup.getByRole('listitem').filter({ hasText: b.name });
    await lineA.waitFor();
    await lineB.waitFor();
    const totalBefore = await totalOf(popup);
    const priceA = euros(await lineA.locator('.price__now').innerText())[0]!;
    const priceB = euros(await lineB.locator('.price__now').innerText())[0]!;
    expect(euros(totalBefore)[0]).toBeCloseTo(priceA + priceB, 2);

    // Remove A, then Undo well inside the 2 seconds.
    const removeA = popup.getByRole('button', { name: `Remove ${a.name}, size ${sizeA}` });
    const startedFirst = Date.now();
    await removeA.click();
    const undo = popup.getByRole('button', { name: `Undo: keep ${a.name}` });
    await undo.waitFor();
    expect(await lineA.innerText()).toContain(`${a.name} will be removed.`);
    // The pressed button is gone; the focus moved to Undo.
    expect(await undo.evaluate((button) => button === document.activeElement)).toBe(true);
    await undo.click();
    expect(Date.now() - startedFirst).toBeLessThan(UNDO_WINDOW_MS);
    await removeA.waitFor();
    await page
      .getByRole('status')
      .filter({ hasText: `${a.name} stays in your cart.` })
      .waitFor();
    expect(await totalOf(popup)).toBe(totalBefore);

    // The 2-second rule is the subject here: past the window, nothing was sent and nothing changed.
    await page.waitForTimeout(UNDO_WINDOW_MS + 400);
    expect(removals).toHaveLength(0);
    expect(await lineA.isVisible()).toBe(true);
    expect(await removeA.isVisible()).toBe(true);
    expect(await totalOf(popup)).toBe(totalBefore);
    expect(await page.getByRole('button', { name: 'Cart, 2 items' }).isVisible()).toBe(true);

    // Remove A again and leave it: after the window the removal is sent, the line goes, the total follows.
    const startedSecond = Date.now();
    await removeA.click();
    await undo.waitFor();
    await lineA.waitFor({ state: 'detached', timeout: UNDO_WINDOW_MS + 8_000 });
    expect(removals).toHaveLength(1);
    expect(removals[0]!.at - startedSecond).toBeGreaterThanOrEqual(UNDO_WINDOW_MS);
    await page
      .getByRole('status')
      .filter({ hasText: `${a.name} was removed from your cart.` })
      .waitFor();
    const totalAfter = await eventually(
      () => totalOf(popup),
      (t) => t !== totalBefore,
      'the total after the removal',
    );
    expect(euros(totalAfter)[0]).toBeCloseTo(priceB, 2);
    expect(totalAfter).toBe((await lineB.locator('.price__now').innerText()).trim());
    expect(await lineB.isVisible()).toBe(true);
    expect(await lineB.innerText()).toContain(`Size ${sizeB}`);
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();
    expect(await popup.isVisible()).toBe(true);
    await network.idle();

    // The API agrees: a fresh page shows the one line left.
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Cart, 1 item' }).waitFor();

    expect(unexpectedProblems(problems, clientErrors, EXPECTED_4XX)).toEqual([]);
    expect(clientErrors.answers).toEqual([]);
    await context.close();
  });
});
