import { expect, test } from './support/fixtures';
import { unexpectedProblems } from './support/problems';
import { shop } from './support/shop';
import type { BrowserContext, Page } from '@playwright/test';
import { loginInBrowser, registerInBrowser } from './support/journey';

/**
 * API answers in the 4xx range this journey expects: after the token was revoked, the first call that
 * meets it answers 403 'invalid token' (on a page load the server may meet it first, or the browser's
 * cart, wishlist or account call), and the storefront's own logout call with the dead token is refused
 * the same way.
 */
const EXPECTED_4XX: readonly RegExp[] = [/\/api\/v1\/(cart|wishlist|user|auth\/logout)\//];

/**
 * What the shop logs on the way, and rightly so: the call that met the dead token failed, and the
 * logout call could only end the session locally, since the server had already ended it.
 */
const EXPECTED_LOGS: readonly RegExp[] = [/^console\.(error|warning): \[shop\] .*status 403/s];

async function cookie(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies(shop.storefront)).find((c) => c.name === name)?.value;
}

/** Ends the session on the server from outside the browser: a logout call with the visitor's token. */
async function revokeOutside(context: BrowserContext): Promise<void> {
  const token = await cookie(context, '__uul');
  expect(token).toBeTruthy();
  const res = await fetch(`${shop.api}/api/v1/auth/logout/`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect(res.status).toBe(200);
  const again = await fetch(`${shop.api}/api/v1/user/`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' },
  });
  expect(again.status).toBe(403);
  expect(await again.json()).toEqual({
    errors: { token: 'invalid token' },
    codes: { token: 'invalid-token' },
  });
}

/** The visitor is a guest at home: no token left, guest header, empty lists. */
async function loggedOutAtHome(page: Page, context: BrowserContext): Promise<void> {
  await expect(page, 'home after the invalid token').toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Account: log in or register' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wishlist, 0 products' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  await expect.poll(() => cookie(context, '__uul'), { message: 'the token cookie is cleared' }).toBeFalsy();
}

test.describe('a token revoked on the server', () => {
  test(
    'logs the visitor out and brings them home, from an account page load and from a wishlist change',
    { tag: '@desktop' },
    async ({ page, context, problems, clientErrors, network, newCustomer: customer }) => {
      await registerInBrowser(page, customer);
      await network.idle();

      // Round 1: the session ends elsewhere; opening an account page (a full page load, rendered on the
      // server) meets the dead token.
      await revokeOutside(context);
      const response = await page.goto(`${shop.storefront}/my-account/orders/`);
      expect(response?.status()).toBeLessThan(400);
      await loggedOutAtHome(page, context);
      await network.idle();
      // A fresh page stays a guest's.
      await page.reload({ waitUntil: 'networkidle' });
      await expect(page.getByRole('button', { name: 'Account: log in or register' })).toBeVisible();

      // Round 2: logged in again and shopping at home; a wishlist change meets the dead token.
      await loginInBrowser(page, customer.email, customer.password);
      await page.getByRole('link', { name: 'Rot-Weiß-Rot Fan Shop home' }).click();
      await expect(page, 'home').toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('button', { name: `Account of ${customer.firstName}` })).toBeVisible();
      await network.idle();
      await revokeOutside(context);
      const heart = page
        .getByRole('region', { name: 'Jerseys of the national team' })
        .getByRole('button', { name: /^Wishlist: / })
        .first();
      await heart.click();
      await loggedOutAtHome(page, context);
      await network.idle();
      await expect(heart).toHaveAttribute('aria-pressed', 'false');

      // The account area needs the customer: after the logout it no longer shows the account.
      await page.goto(`${shop.storefront}/my-account/`, { waitUntil: 'networkidle' });
      await expect(page.getByText(`Hi ${customer.firstName}!`)).toHaveCount(0);

      expect(
        unexpectedProblems(problems, clientErrors, EXPECTED_4XX).filter(
          (message) => !EXPECTED_LOGS.some((pattern) => pattern.test(message)),
        ),
      ).toEqual([]);
      const unexpected = clientErrors.answers.filter((a) => !EXPECTED_4XX.some((p) => p.test(a.url)));
      expect(unexpected).toEqual([]);
      expect(clientErrors.answers.every((a) => a.status === 403)).toBe(true);
      // The wishlist change met the dead token in the browser.
      expect(clientErrors.answers.some((a) => /\/api\/v1\/wishlist\/$/.test(a.url))).toBe(true);
    },
  );
});

test.describe('a customer returning after the token ran out', () => {
  test(
    'comes back as a guest where they were, not sent home: a new guest id replaces the account’s',
    { tag: '@phone' },
    async ({ page, context, problems, clientErrors, network, registeredCustomer: customer }) => {
      const login = await fetch(`${shop.api}/api/v1/auth/login/`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Client': 'storefront-web' },
        body: JSON.stringify({ email: customer.email, password: customer.password }),
      });
      const { uuid } = (await login.json()) as { uuid: string };
      // What a browser kept from before the request id's lifetime was tied to the token's: the
      // account's request id, the token long gone.
      await context.addCookies([{ name: '__uuhlat', value: uuid, url: shop.storefront }]);

      await page.goto(`${shop.storefront}/men/`, { waitUntil: 'networkidle' });
      await page
        .getByRole('button', { name: /^Wishlist: / })
        .first()
        .click();
      await expect(page.getByRole('button', { name: 'Wishlist, 1 product' })).toBeVisible();
      await network.idle();

      expect(new URL(page.url()).pathname, 'still on the listing').toBe('/men/');
      await expect(page.getByRole('button', { name: 'Account: log in or register' })).toBeVisible();
      const requestId = await cookie(context, '__uuhlat');
      expect(requestId?.startsWith('u'), 'a guest id now').toBe(true);
      expect(clientErrors.answers).toEqual([]);
      expect(unexpectedProblems(problems, clientErrors, [])).toEqual([]);
    },
  );
});
