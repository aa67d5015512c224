import { expect, test } from './support/fixtures';
import { hydrated } from './support/journey';
import { shop } from './support/shop';

/**
 * Hostile URLs in Chromium: payloads that would run script if they ever became markup render as text,
 * nothing runs and no dialog opens. What the server answers to these and many more hostile URLs is
 * checked over HTTP in tests/http/hostile-urls.test.ts.
 */

test.describe('hostile URLs in Chromium', () => {
  /** Payloads that would set `window.__pwned` or open a dialog if they ever ran. */
  const LIVE = [
    '/search/?q=%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E',
    '/search/?q=%22%3E%3Csvg%20onload%3D%22window.__pwned%3D1%3Balert(1)%22%3E',
    "/search/?q='%3E%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E",
    '/%22%3E%3Cimg%20src%3Dx%20onerror%3D%22window.__pwned%3D1%22%3E/',
    '/p/%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E-1/',
    '/reset-password/?token=%22%3E%3Csvg%20onload%3Dalert(1)%3E&email=%3Cscript%3Ewindow.__pwned%3D1%3C%2Fscript%3E',
    `/search/?q=${'%F0%9F%98%80'.repeat(40)}`,
  ];

  for (const path of LIVE) {
    test(
      `${path.length > 120 ? `${path.slice(0, 100)}… (${path.length} chars)` : path} renders and runs nothing`,
      { tag: '@desktop' },
      async ({ page }) => {
        const dialogs: string[] = [];
        const errors: string[] = [];
        page.on('dialog', (dialog) => {
          dialogs.push(dialog.message());
          void dialog.dismiss();
        });
        page.on('pageerror', (error) => errors.push(error.message));
        const response = await page.goto(`${shop.storefront}${path}`, { waitUntil: 'networkidle' });
        expect([200, 404]).toContain(response?.status());
        await hydrated(page);
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
        expect(
          await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
        ).toBeUndefined();
        // Nothing of the payload became an element.
        await expect(page.locator('main svg[onload], main img[onerror], main script')).toHaveCount(0);
        expect(dialogs).toEqual([]);
        expect(errors).toEqual([]);
      },
    );
  }
});
