import { expect, test } from './support/fixtures';
import { scanAsGuest, scanCustomerAccount, scanCustomerPages } from './support/a11y';
import { shop } from './support/shop';

/**
 * axe-core's default rules (WCAG 2.x A and AA, best practices; none disabled) on every page type, for
 * a guest and for a logged-in customer, at phone and desktop width: the projects run each test at the
 * widths its tags name (playwright.config.ts), the `@customer` one logged in from the customer
 * projects' storage state.
 */

test.describe('accessibility', () => {
  // A scan visits a dozen pages and runs axe on each.
  test.describe.configure({ timeout: 120_000 });

  test(
    'a guest: no axe violation on any page type, the cart popup or the open menu',
    { tag: ['@phone', '@desktop'] },
    async ({ page, width }) => {
      expect(await scanAsGuest(page, shop, width === 'phone')).toEqual({});
    },
  );

  test(
    'a new customer with an order: no axe violation in the account area, the cart popup or the open menu',
    { tag: ['@phone', '@desktop'] },
    async ({ page, width, newCustomer }) => {
      expect(await scanCustomerAccount(page, shop, width === 'phone', newCustomer)).toEqual({});
    },
  );

  test(
    'a logged-in customer: no axe violation on any public page type',
    { tag: ['@customer', '@phone', '@desktop'] },
    async ({ page }) => {
      expect(await scanCustomerPages(page, shop)).toEqual({});
    },
  );
});
