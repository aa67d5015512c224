import { expect, test } from './support/fixtures';
import { unexpectedProblems } from './support/problems';
import { shop } from './support/shop';
import { axeViolations } from './support/a11y';
import { freshCustomer, type NetworkWatch } from './support/journey';
import { listMail, waitForMail } from './support/mailbox';
import type { Page } from '@playwright/test';

/**
 * A guest in the German shop checks out on the checkout host: the checkout speaks German (texts,
 * product names, prices), asks for an email address instead of an account, shows only the part of the
 * form that was chosen, and confirms with the order's number, lines, address and totals, and a mail.
 * Afterwards one password makes the order an account's and logs the shopper in, who finds it there. axe
 * finds nothing on the way.
 */

/** None expected: every step is a valid request of a guest. */
const EXPECTED_4XX: readonly RegExp[] = [];

interface SeededProduct {
  name: string;
  url: string;
  sizes: { title: string; available: boolean }[];
}

/** A product of the kids' listing in stock, by its German name and address. */
async function germanProduct(): Promise<SeededProduct> {
  const res = await fetch(`${shop.api}/api/v1/listing/?path=/kinder/`, {
    headers: { 'Accept-Language': 'de-AT' },
  });
  const { products } = (await res.json()) as { products: SeededProduct[] };
  const product = products.find((p) => p.sizes.some((s) => s.available));
  if (!product) throw new Error('the seeded kids listing has no product in stock');
  return product;
}

async function addToCart(page: Page, network: NetworkWatch, product: SeededProduct): Promise<void> {
  await page.goto(`${shop.storefront}/de${product.url}`, { waitUntil: 'networkidle' });
  await page
    .getByRole('group', { name: /^Größe/ })
    .getByRole('radio', { disabled: false })
    .first()
    .check();
  await page.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(page.getByRole('button', { name: /^Warenkorb, 1 Artikel/ })).toBeVisible();
  await network.idle();
}

async function noAxeViolations(page: Page, what: string): Promise<void> {
  expect(await axeViolations(page), `axe on ${what}`).toEqual([]);
}

test.describe('a guest checks out in German', () => {
  test(
    'with an email address, home delivery, the confirmation page and mail, then an account with one password',
    { tag: ['@phone', '@desktop'] },
    async ({ page, problems, clientErrors, network, width }) => {
      const product = await germanProduct();
      const guest = freshCustomer(`guest-de-${width}`);
      await addToCart(page, network, product);

      // The cart popup's way to the checkout carries the page's language.
      const popup = page.getByRole('dialog', { name: 'Warenkorb' });
      if (!(await popup.isVisible()))
        await page.getByRole('button', { name: /^Warenkorb, 1 Artikel/ }).click();
      const toCheckout = popup.getByRole('link', { name: 'Zur Kasse' });
      await expect(toCheckout).toHaveAttribute('href', `${shop.checkout}/?lang=de`);
      await toCheckout.click();
      await expect(page, 'the checkout host').toHaveURL((url) => url.origin === shop.checkout);
      await expect(page.locator('html')).toHaveAttribute('lang', /^de/);
      const main = page.getByRole('main');
      await expect(main).toContainText(product.name);
      await expect(main).toContainText(/€\s?\d+,\d{2}/);
      await noAxeViolations(page, 'the German cart on the checkout host');

      // A guest may order: the form asks for an email address.
      await main.getByRole('link', { name: 'Weiter zu deinen Daten' }).first().click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('radio', { name: 'Lieferung nach Hause' }).check();
      // Only the chosen part shows: the address, not the store picker.
      await expect(page.getByLabel('Straße', { exact: true })).toBeVisible();
      await expect(
        page.getByRole('radio', { name: /Graz|Wien|Linz|Salzburg|Innsbruck/ }).first(),
      ).toBeHidden();
      await noAxeViolations(page, 'the German checkout form');
      await page.getByLabel('E-Mail-Adresse').fill(guest.email);
      await page.getByLabel('Vorname').fill(guest.firstName);
      await page.getByLabel('Nachname').fill(guest.lastName);
      await page.getByLabel('Straße', { exact: true }).fill('Meiereistraße');
      await page.getByLabel('Hausnummer').fill('7');
      await page.getByLabel('Postleitzahl').fill('1020');
      await page.getByLabel('Ort').fill('Wien');
      await page.getByRole('radio', { name: 'Rechnung' }).check();
      await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();

      // The confirmation: number, the line, the address and the totals.
      const thanks = page.getByRole('main');
      await expect(thanks).toContainText('Bestellnummer:');
      const text = await thanks.innerText();
      const number = /Bestellnummer:\s*(\S+)/.exec(text)?.[1];
      expect(number, 'the order number').toBeTruthy();
      await expect(thanks).toContainText(product.name);
      await expect(thanks).toContainText('Meiereistraße 7');
      await expect(thanks).toContainText('Gesamt:');
      // The line's picture (decorative: its name is written beside it).
      await expect(thanks.locator('img').first()).toBeVisible();
      await noAxeViolations(page, 'the German confirmation');

      // The confirmation mail, in German, to the guest's address.
      const mail = await waitForMail(shop.api, guest.email, `Deine Bestellung ${number}`);
      const body = await (await fetch(`${shop.api}/_mailbox/${mail.id}/`)).text();
      expect(body, 'the mail names the product').toContain(product.name);
      expect(body, 'the mail names the address').toContain('Meiereistraße 7');

      // One password makes it an account: the shopper is logged in and finds the order in the account;
      // the double opt-in mail follows.
      await thanks.getByLabel('Passwort').fill(guest.password);
      await thanks.getByRole('button', { name: 'Konto erstellen' }).click();
      await expect(page, 'the order in the account, on the storefront').toHaveURL(
        (url) => url.origin === shop.storefront && url.pathname.startsWith('/de/my-account/order-details/'),
      );
      await expect(page.getByRole('main')).toContainText(number!);
      await expect(
        page.getByRole('button', { name: `Konto von ${guest.firstName}` }),
        'logged in',
      ).toBeVisible();
      await page.goto(`${shop.storefront}/de/my-account/orders/`, { waitUntil: 'networkidle' });
      await expect(page.getByRole('main'), 'the guest order in the new account').toContainText(number!);
      await expect
        .poll(async () => (await listMail(shop.api)).filter((m) => m.recipient === guest.email).length, {
          message: 'the opt-in mail beside the order mail',
        })
        .toBeGreaterThanOrEqual(2);

      expect(unexpectedProblems(problems, clientErrors, EXPECTED_4XX)).toEqual([]);
      expect(clientErrors.answers).toEqual([]);
    },
  );
});
