import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { scanCustomerPages } from './support/a11y';

/**
 * axe-core's default rules (WCAG 2.x A and AA, best practices; none disabled) on every public page type as a
 * logged-in customer sees it at phone width. The account area is in
 * accessibility-customer-phone.test.ts.
 */

const shop = inject('shop');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('accessibility for a logged-in customer at phone width', () => {
  it('no axe violation on any public page type', async () => {
    expect(await scanCustomerPages(browser, shop, 'phone')).toEqual({});
  }, 120_000);
});
