import { expect, test } from './support/fixtures';
import { unexpectedProblems, watchClientErrors, watchProblems } from './support/problems';
import { shop } from './support/shop';
import type { Page } from '@playwright/test';
import { loginInBrowser, registerInBrowser, watchNetwork } from './support/journey';
import { openMailInPage } from './support/mailbox';

const RESET_SUBJECT = 'Reset your password';
const WRONG_LOGIN = 'The email address or password is not correct.';

/**
 * API answers in the 4xx range this journey expects: the login with the old password is refused
 * (422 'invalid credentials'), once.
 */
const EXPECTED_4XX: readonly RegExp[] = [/\/api\/v1\/auth\/login\/$/];
/**
 * On the first device, whose session the reset ended, the first call that meets the dead token
 * answers 403 'invalid token' (which call depends on whether the server or the browser meets it
 * first), and the logout it triggers is refused the same way. The shop logs both, rightly.
 */
const EXPECTED_4XX_FIRST_DEVICE: readonly RegExp[] = [/\/api\/v1\//];
const EXPECTED_LOGS_FIRST_DEVICE: readonly RegExp[] = [/^console\.(error|warning): \[shop\] .*status 403/s];

/** Submits the login form and waits for its answer to be shown as a field error. */
async function loginRefused(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${shop.storefront}/login/`, { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByText(WRONG_LOGIN).first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/login/');
}

test.describe('forgot password through the mailbox', () => {
  test(
    'the reset link sets a new password; the old one stops working; the new one logs in',
    { tag: '@phone' },
    async ({ page, problems, clientErrors, network, browser, newCustomer: customer }) => {
      const newPassword = `${customer.password}-new`;

      // A customer registered on one device (a computer), still logged in there.
      const firstDevice = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const first = await firstDevice.newPage();
      const firstProblems = watchProblems(first);
      const firstErrors = watchClientErrors(first);
      const firstNetwork = watchNetwork(first);
      await registerInBrowser(first, customer);
      await firstNetwork.idle();

      // On a phone, the customer has forgotten the password: from the login page to the forgot form.
      await page.goto(`${shop.storefront}/login/`, { waitUntil: 'networkidle' });
      await page.getByRole('link', { name: 'Forgot your password?' }).click();
      await expect(page, 'the forgot-password page').toHaveURL((url) => url.pathname === '/forgot-password/');
      const forgot = page.getByRole('form', { name: 'Forgot your password?' });
      await forgot.getByLabel('Email address').fill(customer.email);
      await forgot.getByRole('button', { name: 'Send link' }).click();
      await expect(
        page.getByText(
          'If an account exists for this address, we have sent a link to reset the password. Please check your inbox.',
        ),
      ).toBeVisible();
      await network.idle();

      // The mail's link opens the reset page with the address filled in and fixed.
      await openMailInPage(page, shop.api, customer.email, RESET_SUBJECT);
      const link = page.getByRole('link', { name: /\/reset-password\/\?token=/ });
      const href = new URL((await link.getAttribute('href')) ?? '');
      expect(href.origin).toBe(shop.storefront);
      expect(href.searchParams.get('email')).toBe(customer.email);
      await link.click();
      await expect(page, 'the reset page').toHaveURL((url) => url.pathname === '/reset-password/');
      const reset = page.getByRole('form', { name: 'Choose a new password' });
      const email = reset.getByLabel('Email address');
      await expect(email).toHaveValue(customer.email);
      await expect(email).toBeDisabled();

      // The button waits for a matching confirmation.
      const save = reset.getByRole('button', { name: 'Save new password' });
      await reset.getByLabel('New password', { exact: true }).fill(newPassword);
      await reset.getByLabel('Repeat password').fill(`${newPassword}x`);
      await expect(save).toBeDisabled();
      await reset.getByLabel('Repeat password').fill(newPassword);
      await expect(save).toBeEnabled();
      await save.click();
      await expect(page.getByRole('heading', { level: 1, name: 'Password changed' })).toBeVisible();
      await expect(page.getByText('Your new password is set. You can now log in with it.')).toBeVisible();

      // The old password no longer opens the account; the new one does.
      await loginRefused(page, customer.email, customer.password);
      await loginInBrowser(page, customer.email, newPassword);
      await expect(page.getByText(`Welcome back, ${customer.firstName}! You are logged in.`)).toBeVisible();
      await expect(page.getByRole('button', { name: `Account of ${customer.firstName}` })).toBeVisible();

      // The reset ended every older session: the first device is logged out and sent home.
      await first.goto(`${shop.storefront}/my-account/`);
      await expect(first, 'home on the first device').toHaveURL((url) => url.pathname === '/');
      await expect(first.getByRole('button', { name: 'Account: log in or register' })).toBeVisible();

      expect(unexpectedProblems(problems, clientErrors, EXPECTED_4XX)).toEqual([]);
      expect(clientErrors.answers.map((a) => `${a.status} ${new URL(a.url).pathname}`)).toEqual([
        '422 /api/v1/auth/login/',
      ]);
      expect(
        unexpectedProblems(firstProblems, firstErrors, EXPECTED_4XX_FIRST_DEVICE).filter(
          (message) => !EXPECTED_LOGS_FIRST_DEVICE.some((pattern) => pattern.test(message)),
        ),
      ).toEqual([]);
      expect(firstErrors.answers.every((a) => a.status === 403)).toBe(true);
      await firstDevice.close();
    },
  );
});
