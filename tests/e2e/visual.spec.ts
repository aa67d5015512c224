import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { visit } from './support/a11y';
import { shop } from './support/shop';

/**
 * Visual comparisons of the pages a shopper sees first: the home page, a listing, a product and the
 * open mobile menu, each as the first screen at phone and desktop width. The seed is the same on
 * every fresh database, the fonts are the shop's own files and Debian's Chromium draws them, so the
 * pictures are stable on a clean machine; anything that follows today's date (the delivery estimate)
 * is masked. After a deliberate change of the look: `npx playwright test visual --update-snapshots`,
 * then look at the new pictures before committing them (docs/testing.md).
 */

/** Waits until what the first screen shows has settled: fonts, pictures, no pointer over anything. */
async function settled(page: Page): Promise<void> {
  await page.mouse.move(0, 0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.images]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
          })
          .every((img) => img.complete && img.naturalWidth > 0),
      ),
    )
    .toBe(true);
}

/** The first product of the men's jerseys, the same one on every fresh database. */
async function firstJersey(page: Page): Promise<string> {
  await visit(page, shop, '/men/jerseys/');
  const href = await page.locator('.product-tile__link').first().getAttribute('href');
  expect(href).toMatch(/^\/p\//);
  return href!;
}

test.describe('the look of the shop', () => {
  test('the home page', { tag: ['@phone', '@desktop'] }, async ({ page }) => {
    await visit(page, shop, '/');
    await settled(page);
    await expect(page).toHaveScreenshot('home.png');
  });

  test('a listing', { tag: ['@phone', '@desktop'] }, async ({ page }) => {
    await visit(page, shop, '/men/jerseys/');
    await settled(page);
    await expect(page).toHaveScreenshot('listing.png');
  });

  test('a product', { tag: ['@phone', '@desktop'] }, async ({ page }) => {
    await visit(page, shop, await firstJersey(page));
    await settled(page);
    await expect(page).toHaveScreenshot('product.png', { mask: [page.locator('.delivery-promise')] });
  });

  test('the open mobile menu', { tag: ['@phone'] }, async ({ page }) => {
    await visit(page, shop, '/');
    await page.getByRole('button', { name: 'Open the menu' }).click();
    const dialog = page
      .getByRole('dialog')
      .filter({ has: page.getByRole('button', { name: 'Close the menu' }) });
    await expect(dialog.getByRole('group', { name: 'Department' }).getByRole('button')).toHaveCount(3);
    await settled(page);
    await expect(page).toHaveScreenshot('mobile-menu.png');
  });
});
