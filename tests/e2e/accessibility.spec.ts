import { expect, test } from './support/fixtures';
import {
  PUBLIC_PAGE_GROUPS,
  scanAsCustomer,
  scanCustomerAccount,
  scanCustomerOrder,
  scanGuestCartPopup,
  scanMenu,
  scanPageTypes,
} from './support/a11y';
import { shop } from './support/shop';

/**
 * axe-core's default rules (WCAG 2.x A and AA, best practices; none disabled) on every page type, for
 * a guest and for a logged-in customer, at phone and desktop width: the projects run each test at the
 * widths its tags name (playwright.config.ts), the `@customer` ones logged in from the customer
 * projects' storage state. One test per group of a few page types or per state, so each does one thing in
 * bounded time.
 */

test.describe('accessibility', () => {
  for (const [name, types] of Object.entries(PUBLIC_PAGE_GROUPS)) {
    test(`a guest: no axe violation on ${name}`, { tag: ['@phone', '@desktop'] }, async ({ page }) => {
      expect(await scanPageTypes(page, shop, types)).toEqual({});
    });
  }

  test(
    'a guest: no axe violation with the cart popup open, nor on the wishlist with a product',
    { tag: ['@phone', '@desktop'] },
    async ({ page }) => {
      expect(await scanGuestCartPopup(page, shop)).toEqual({});
    },
  );

  test(
    'a guest: no axe violation in the open menu',
    { tag: ['@phone', '@desktop'] },
    async ({ page, width }) => {
      expect(await scanMenu(page, shop, width === 'phone')).toEqual({});
    },
  );

  test(
    'a new customer with an order: no axe violation with the cart popup open, in the order list and the order',
    { tag: ['@phone', '@desktop'] },
    async ({ page, newCustomer }) => {
      expect(await scanCustomerOrder(page, shop, newCustomer)).toEqual({});
    },
  );

  test(
    'a new customer: no axe violation on the account pages, the wishlist and in the open menu',
    { tag: ['@phone', '@desktop'] },
    async ({ page, width, newCustomer }) => {
      expect(await scanCustomerAccount(page, shop, width === 'phone', newCustomer)).toEqual({});
    },
  );

  for (const [name, types] of Object.entries(PUBLIC_PAGE_GROUPS)) {
    test(
      `a logged-in customer: no axe violation on ${name}`,
      { tag: ['@customer', '@phone', '@desktop'] },
      async ({ page }) => {
        expect(await scanAsCustomer(page, shop, types)).toEqual({});
      },
    );
  }
});
