import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { scanCustomerAccount } from './support/a11y';

/**
 * axe-core's default rules (WCAG 2.x A and AA, best practices; none disabled) on the account area of a new
 * customer with an order (overview, orders, order details, delivery addresses, account details,
 * wishlist), the cart popup and the open menu at desktop width. The public pages as a
 * customer sees them are in accessibility-customer-pages-desktop.test.ts.
 */

const shop = inject('shop');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('accessibility for a logged-in customer at desktop width', () => {
  it('no axe violation in the account area, the cart popup or the open menu', async () => {
    expect(await scanCustomerAccount(browser, shop, 'desktop')).toEqual({});
  }, 120_000);
});
