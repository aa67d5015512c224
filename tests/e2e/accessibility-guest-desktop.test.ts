import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { scanAsGuest } from './support/a11y';

/**
 * axe-core's default rules (WCAG 2.x A and AA, best practices; none disabled) on every page type as a guest
 * sees it at desktop width, with the cart popup and the menu open. The scans are
 * split over accessibility-{guest,customer,customer-pages}-{phone,desktop} files so each stays short.
 */

const shop = inject('shop');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('accessibility for a guest at desktop width', () => {
  it('no axe violation on any page type, the cart popup or the open menu', async () => {
    expect(await scanAsGuest(browser, shop, 'desktop')).toEqual({});
  }, 120_000);
});
