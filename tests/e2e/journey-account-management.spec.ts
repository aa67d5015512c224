import { expect, test } from './support/fixtures';
import { shop } from './support/shop';
import type { Locator, Page } from '@playwright/test';
import { loginInBrowser, registerInBrowser, type FreshCustomer, type NetworkWatch } from './support/journey';
import { unexpectedProblems } from './support/problems';
import { openMailInPage } from './support/mailbox';

const DOI_SUBJECT = 'Please confirm your email address';
const WRONG_LOGIN = 'The email address or password is not correct.';

/**
 * API answers in the 4xx range this journey expects: the login with the old password after the change
 * and the login after the account was deleted are refused (422 'invalid credentials'). The deletion
 * ends every session on the server, so no logout call follows it.
 */
const EXPECTED_4XX: readonly RegExp[] = [/\/api\/v1\/auth\/login\/$/];

/** Registers and confirms the address through the mail, ending on the account overview. */
async function registerAndConfirm(page: Page, customer: FreshCustomer): Promise<void> {
  await registerInBrowser(page, customer);
  await openMailInPage(page, shop.api, customer.email, DOI_SUBJECT);
  await page.getByRole('link', { name: /\/doi\/thankyou\// }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for confirming!' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Go to my account' }).click();
  await expect(page, 'the account overview').toHaveURL((url) => url.pathname === '/my-account/');
}

/** Follows a link of the account navigation and waits for the page's heading. */
async function accountPage(page: Page, network: NetworkWatch, link: string, heading: string): Promise<void> {
  await page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: link }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await network.idle();
}

/** The address cards of the delivery-address page, as their texts. */
async function addressCards(page: Page): Promise<string[]> {
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: /^Edit address / }) });
  return (await cards.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
}

function cardOf(page: Page, street: string): Locator {
  return page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: `Edit address ${street}`, exact: true }) });
}

/** Fills the open address form and saves it. */
async function saveAddress(
  page: Page,
  title: 'New address' | 'Edit address',
  fields: Partial<Record<'Street' | 'No.' | 'Postal code' | 'City', string>>,
): Promise<void> {
  const form = page.getByRole('form', { name: title });
  await expect(form).toBeVisible();
  for (const [label, value] of Object.entries(fields))
    await form.getByLabel(label, { exact: true }).fill(value);
  await form.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Your address is saved.')).toBeVisible();
  await expect(form).toHaveCount(0);
}

async function loginRefused(page: Page, email: string, password: string): Promise<void> {
  await page.goto(`${shop.storefront}/login/`, { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(form.getByText(WRONG_LOGIN).first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/login/');
}

/**
 * Changes the password (the old one stops working, the new one logs in), then deletes the account,
 * which logs out and goes home; afterwards the account's password opens nothing.
 */
async function changePasswordThenDelete(
  page: Page,
  network: NetworkWatch,
  customer: FreshCustomer,
): Promise<void> {
  // Changing the password: the button waits for a matching confirmation.
  const newPassword = `${customer.password}-changed`;
  await accountPage(page, network, 'Account details', 'Account details');
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  const change = passwordForm.getByRole('button', { name: 'Change password' });
  await expect(change).toBeDisabled();
  await passwordForm.getByLabel('Current password', { exact: true }).fill(customer.password);
  await passwordForm.getByLabel('New password', { exact: true }).fill(newPassword);
  await passwordForm.getByLabel('Repeat new password', { exact: true }).fill(`${newPassword}?`);
  await expect(change).toBeDisabled();
  await passwordForm.getByLabel('Repeat new password', { exact: true }).fill(newPassword);
  await expect(change).toBeEnabled();
  await change.click();
  await expect(page.getByText('Your password is changed. Other devices have been logged out.')).toBeVisible();
  await expect(passwordForm.getByLabel('Current password', { exact: true })).toHaveValue('');
  // The new token replaced the old one: this device stays logged in.
  await network.idle();
  await page.reload({ waitUntil: 'networkidle' });
  await expect(page.getByRole('button', { name: 'Account of Marko' })).toBeVisible();

  // Logged out, the old password no longer works; the new one does.
  await page.getByRole('navigation', { name: 'My account' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page, 'home after logout').toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Account: log in or register' })).toBeVisible();
  await loginRefused(page, customer.email, customer.password);
  await loginInBrowser(page, customer.email, newPassword);

  // Deleting the account asks first, then logs out and goes home.
  await accountPage(page, network, 'Account details', 'Account details');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const really = page.getByRole('group', {
    name: 'Do you really want to delete your account? This cannot be undone.',
  });
  await really.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await really.getByRole('button', { name: 'Yes, delete my account' }).click();
  await expect(page, 'home after deleting the account').toHaveURL((url) => url.pathname === '/');
  await expect(page.getByRole('button', { name: 'Account: log in or register' })).toBeVisible();
  await network.idle();
  // The account is gone: its password opens nothing.
  await loginRefused(page, customer.email, newPassword);
}

test.describe('a new customer manages the account', () => {
  test(
    'personal data and delivery addresses; at desktop width also the password change and the deletion',
    { tag: ['@phone', '@desktop'] },
    async ({ page, problems, clientErrors, network, width: viewport, newCustomer: customer }) => {
      await registerAndConfirm(page, customer);
      await network.idle();

      // Personal data: the email is read-only, saving waits for a change, the new name shows at once.
      await accountPage(page, network, 'Account details', 'Account details');
      const personal = page.getByRole('form', { name: 'Personal data' });
      const email = personal.getByLabel('Email address');
      await expect(email).toHaveValue(customer.email);
      await expect(email).toBeDisabled();
      const savePersonal = personal.getByRole('button', { name: 'Save changes' });
      await expect(savePersonal).toBeDisabled();
      await personal.getByLabel('First name').fill('Marko');
      await personal.getByLabel('Last name').fill('Arnautović');
      await personal.getByLabel('Phone').fill('+43 660 1234567');
      await personal.getByLabel('Date of birth').fill('1989-04-19');
      await personal.getByLabel('Gender').selectOption({ label: 'Male' });
      await expect(savePersonal).toBeEnabled();
      await savePersonal.click();
      await expect(page.getByText('Your details are saved.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Account of Marko' })).toBeVisible();
      await expect(page.getByText('Hi Marko!')).toBeVisible();
      await expect(savePersonal, 'saving waits for the next change').toBeDisabled();
      // The API kept it: a fresh page shows the saved values.
      await page.reload({ waitUntil: 'networkidle' });
      const reloaded = page.getByRole('form', { name: 'Personal data' });
      await expect(reloaded.getByLabel('First name')).toHaveValue('Marko');
      await expect(reloaded.getByLabel('Last name')).toHaveValue('Arnautović');
      await expect(reloaded.getByLabel('Phone')).toHaveValue('+43 660 1234567');
      await expect(reloaded.getByLabel('Date of birth')).toHaveValue('1989-04-19');
      await expect(reloaded.getByLabel('Gender')).toHaveValue('male');

      // Delivery addresses: none yet; the first one becomes the default.
      await accountPage(page, network, 'Delivery addresses', 'Delivery addresses');
      await expect(
        page.getByText('You have not saved a delivery address yet.', { exact: false }),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Add address', exact: true }).click();
      const newForm = page.getByRole('form', { name: 'New address' });
      await expect(newForm.getByLabel('First name')).toHaveValue('Marko');
      await expect(newForm.getByLabel('Use as my default address')).toBeChecked();
      await saveAddress(page, 'New address', {
        Street: 'Meiereistraße',
        'No.': '7',
        'Postal code': '1020',
        City: 'Wien',
      });
      await expect(cardOf(page, 'Meiereistraße 7')).toBeVisible();
      await expect(cardOf(page, 'Meiereistraße 7')).toContainText('Default');

      // A second address, not the default.
      await page.getByRole('link', { name: 'Add address', exact: true }).click();
      const second = page.getByRole('form', { name: 'New address' });
      await expect(second).toBeVisible();
      await expect(second.getByLabel('Use as my default address')).not.toBeChecked();
      await saveAddress(page, 'New address', {
        Street: 'Ernst-Happel-Platz',
        'No.': '1',
        'Postal code': '1020',
        City: 'Wien',
      });
      await expect(cardOf(page, 'Ernst-Happel-Platz 1')).toBeVisible();
      expect(await addressCards(page)).toHaveLength(2);
      await expect(cardOf(page, 'Ernst-Happel-Platz 1')).not.toContainText('Default');

      // Editing the second one.
      await page.getByRole('link', { name: 'Edit address Ernst-Happel-Platz 1', exact: true }).click();
      const editForm = page.getByRole('form', { name: 'Edit address' });
      await expect(editForm.getByLabel('Street', { exact: true })).toHaveValue('Ernst-Happel-Platz');
      await saveAddress(page, 'Edit address', { 'No.': '3', 'Postal code': '1021' });
      await expect(cardOf(page, 'Ernst-Happel-Platz 3')).toBeVisible();
      await expect(cardOf(page, 'Ernst-Happel-Platz 3')).toContainText('1021');
      await expect(cardOf(page, 'Ernst-Happel-Platz 1')).toHaveCount(0);

      // Making it the default moves the badge.
      await page
        .getByRole('button', { name: 'Make Ernst-Happel-Platz 3 the default address', exact: true })
        .click();
      await expect(cardOf(page, 'Ernst-Happel-Platz 3'), 'the default badge moves').toContainText('Default');
      await expect(cardOf(page, 'Meiereistraße 7'), 'the default badge moves').not.toContainText('Default');
      await expect(
        page.getByRole('button', { name: 'Make Meiereistraße 7 the default address', exact: true }),
      ).toBeVisible();
      await network.idle();

      // Deleting the first one asks first.
      await page.getByRole('button', { name: 'Delete address Meiereistraße 7', exact: true }).click();
      const question = page.getByRole('group', { name: 'Delete this address?' });
      await question.getByRole('button', { name: 'Yes, delete' }).click();
      await expect(cardOf(page, 'Meiereistraße 7')).toHaveCount(0);
      expect(await addressCards(page)).toHaveLength(1);
      await network.idle();
      await page.reload({ waitUntil: 'networkidle' });
      const left = await addressCards(page);
      expect(left).toHaveLength(1);
      expect(left[0]).toContain('Ernst-Happel-Platz 3');
      expect(left[0]).toContain('Default');

      // The overview shows the default address.
      await accountPage(page, network, 'Overview', 'My account');
      await expect(page.getByRole('main')).toContainText('Ernst-Happel-Platz 3');

      // Password and deletion work alike at every width; they run at desktop width.
      if (viewport === 'desktop') await changePasswordThenDelete(page, network, customer);

      expect(unexpectedProblems(problems, clientErrors, EXPECTED_4XX)).toEqual([]);
      const answers = clientErrors.answers.map((a) => `${a.status} ${new URL(a.url).pathname}`);
      expect(answers).toEqual(
        viewport === 'desktop' ? ['422 /api/v1/auth/login/', '422 /api/v1/auth/login/'] : [],
      );
    },
  );
});
