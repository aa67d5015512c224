import { expect, test } from './support/fixtures';
import { unexpectedProblems } from './support/problems';
import { shop } from './support/shop';
import type { Locator, Page, Request } from '@playwright/test';
import { euros } from './support/journey';

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

/** Adds one piece of the first size in stock from a product page; answers the size's title. */
async function addFromProductPage(page: Page, path: string): Promise<string> {
  const response = await page.goto(`${shop.storefront}${path}`, { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(200);
  const size = page.getByRole('group', { name: /^Size/ }).getByRole('radio', { disabled: false }).first();
  await size.check();
  const title = ((await size.evaluate((input) => input.closest('label')?.textContent)) ?? '').trim();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Added to your cart' }),
    'the product page confirms the add',
  ).not.toHaveCount(0);
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

test.describe('removing a cart line with the 2-second undo', () => {
  test(
    'Undo keeps the line and the total; a removal left alone takes the line and its amount out',
    { tag: '@desktop' },
    async ({ page, problems, clientErrors, network }) => {
      const [a, b] = await twoProducts();
      const removals: { at: number; request: Request }[] = [];
      page.on('request', (request) => {
        if (request.method() === 'DELETE' && /\/api\/v1\/cart\/hash\//.test(request.url())) {
          removals.push({ at: Date.now(), request });
        }
      });

      // The page's own clock, so that the test can move it past the undo window instead of sleeping.
      await page.clock.install();

      // A shopper with two cart lines.
      const sizeA = await addFromProductPage(page, a.url);
      const sizeB = await addFromProductPage(page, b.url);
      await page.reload({ waitUntil: 'networkidle' });
      await network.idle();
      const cartButton = page.getByRole('button', { name: 'Cart, 2 items' });
      await cartButton.click();
      const popup = page.getByRole('dialog', { name: 'Cart' });
      await expect(popup).toBeVisible();
      const lineA = popup.getByRole('listitem').filter({ hasText: a.name });
      const lineB = popup.getByRole('listitem').filter({ hasText: b.name });
      await expect(lineA).toBeVisible();
      await expect(lineB).toBeVisible();
      const totalBefore = await totalOf(popup);
      const priceA = euros(await lineA.locator('.price__now').innerText())[0]!;
      const priceB = euros(await lineB.locator('.price__now').innerText())[0]!;
      expect(euros(totalBefore)[0]).toBeCloseTo(priceA + priceB, 2);

      // Remove A, then Undo well inside the 2 seconds.
      const removeA = popup.getByRole('button', { name: `Remove ${a.name}, size ${sizeA}` });
      const startedFirst = Date.now();
      await removeA.click();
      const undo = popup.getByRole('button', { name: `Undo: keep ${a.name}` });
      await expect(undo).toBeVisible();
      await expect(lineA).toContainText(`${a.name} will be removed.`);
      // The pressed button is gone; the focus moved to Undo.
      await expect(undo).toBeFocused();
      await undo.click();
      expect(Date.now() - startedFirst).toBeLessThan(UNDO_WINDOW_MS);
      await expect(removeA).toBeVisible();
      await expect(
        page.getByRole('status').filter({ hasText: `${a.name} stays in your cart.` }),
      ).toBeVisible();
      expect(await totalOf(popup)).toBe(totalBefore);

      // The 2-second rule is the subject here: past the window, nothing was sent and nothing changed.
      // The page's clock runs past the window at once (its timers fire as they would have by then).
      await page.clock.runFor(UNDO_WINDOW_MS + 400);
      await network.idle();
      expect(removals).toHaveLength(0);
      await expect(lineA).toBeVisible();
      await expect(removeA).toBeVisible();
      expect(await totalOf(popup)).toBe(totalBefore);
      await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

      // Remove A again and leave it: after the window the removal is sent, the line goes, the total follows.
      const startedSecond = Date.now();
      await removeA.click();
      await expect(undo).toBeVisible();
      await expect(lineA).toHaveCount(0, { timeout: UNDO_WINDOW_MS + 8_000 });
      expect(removals).toHaveLength(1);
      expect(removals[0]!.at - startedSecond).toBeGreaterThanOrEqual(UNDO_WINDOW_MS);
      await expect(
        page.getByRole('status').filter({ hasText: `${a.name} was removed from your cart.` }),
      ).toBeVisible();
      await expect
        .poll(() => totalOf(popup), { message: 'the total after the removal' })
        .not.toBe(totalBefore);
      const totalAfter = await totalOf(popup);
      expect(euros(totalAfter)[0]).toBeCloseTo(priceB, 2);
      expect(totalAfter).toBe((await lineB.locator('.price__now').innerText()).trim());
      await expect(lineB).toBeVisible();
      await expect(lineB).toContainText(`Size ${sizeB}`);
      await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
      await expect(popup).toBeVisible();
      await network.idle();

      // The API agrees: a fresh page shows the one line left.
      await page.reload({ waitUntil: 'networkidle' });
      await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();

      expect(unexpectedProblems(problems, clientErrors, EXPECTED_4XX)).toEqual([]);
      expect(clientErrors.answers).toEqual([]);
    },
  );

  test(
    'a removal still waiting when the shopper goes to the checkout is carried out first: the checkout never shows the line',
    { tag: ['@phone', '@desktop'] },
    async ({ page, problems, clientErrors, network }) => {
      const [a, b] = await twoProducts();
      const sizeA = await addFromProductPage(page, a.url);
      await addFromProductPage(page, b.url);
      await page.reload({ waitUntil: 'networkidle' });
      await network.idle();
      await page.getByRole('button', { name: 'Cart, 2 items' }).click();
      const popup = page.getByRole('dialog', { name: 'Cart' });
      const lineA = popup.getByRole('listitem').filter({ hasText: a.name });
      await lineA.getByRole('button', { name: `Remove ${a.name}, size ${sizeA}` }).click();
      await expect(popup.getByRole('button', { name: `Undo: keep ${a.name}` })).toBeVisible();

      // Well inside the 2 seconds, on to the checkout.
      const removal = page.waitForRequest(
        (request) => request.method() === 'DELETE' && /\/api\/v1\/cart\/hash\//.test(request.url()),
      );
      await popup.getByRole('link', { name: 'Go to checkout' }).click();
      await removal;
      await expect(page, 'the checkout host').toHaveURL(
        (url) => url.origin === new URL(shop.checkout).origin,
      );
      const main = page.getByRole('main');
      await expect(main).toContainText(b.name);
      await expect(main).not.toContainText(a.name);

      expect(unexpectedProblems(problems, clientErrors, EXPECTED_4XX)).toEqual([]);
      expect(clientErrors.answers).toEqual([]);
    },
  );
});
