import { expect, test } from './support/fixtures';
import { unexpectedProblems } from './support/problems';
import { shop } from './support/shop';
import type { Page } from '@playwright/test';
import { euros, registerInBrowser, type NetworkWatch } from './support/journey';
import { mailLinks, waitForMail } from './support/mailbox';

/**
 * API answers in the 4xx range this journey expects: none. The customer's cart, the checkout and the
 * orders are all valid requests.
 */
const EXPECTED_4XX: readonly RegExp[] = [];

interface SeededProduct {
  name: string;
  url: string;
  sizes: { title: string; available: boolean }[];
}

/** Two different products with sizes in stock, from the seeded catalogue. */
async function twoProducts(): Promise<[SeededProduct, SeededProduct]> {
  const res = await fetch(`${shop.api}/api/v1/listing/?path=/kids/`);
  const { products } = (await res.json()) as { products: SeededProduct[] };
  const fit = products.filter((p) => p.sizes.some((s) => s.available));
  const first = fit[0];
  const second = fit.find((p) => p.name !== first?.name);
  if (!first || !second) throw new Error('the seeded kids listing has no two products in stock');
  return [first, second];
}

/** Adds the first size in stock from the product page; answers the size's title. */
async function addToCart(
  page: Page,
  network: NetworkWatch,
  product: SeededProduct,
  count: number,
): Promise<string> {
  await page.goto(`${shop.storefront}${product.url}`, { waitUntil: 'networkidle' });
  const size = page.getByRole('group', { name: /^Size/ }).getByRole('radio', { disabled: false }).first();
  const title = ((await size.evaluate((input) => input.closest('label')?.textContent)) ?? '').trim();
  await size.check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(
    page.getByRole('button', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` }),
  ).toBeVisible();
  await network.idle();
  return title;
}

test.describe('a customer checks out', () => {
  test(
    'from the cart popup to the checkout host, then the order in the order list and its details',
    { tag: ['@phone', '@desktop'] },
    async ({ page, problems, clientErrors, network, newCustomer: customer }) => {
      const [a, b] = await twoProducts();
      await registerInBrowser(page, customer);

      // Two products in the cart.
      const sizeA = await addToCart(page, network, a, 1);
      const sizeB = await addToCart(page, network, b, 2);

      // The cart popup leads to the checkout host's form, as a full page load.
      const cartButton = page.getByRole('button', { name: 'Cart, 2 items' });
      const popup = page.getByRole('dialog', { name: 'Cart' });
      if (!(await popup.isVisible())) await cartButton.click();
      await expect(popup).toBeVisible();
      const popupTotal = euros(
        await popup
          .locator('dt', { hasText: /^Total$/ })
          .locator('xpath=following-sibling::dd')
          .innerText(),
      )[0]!;
      const toCheckout = popup.getByRole('link', { name: 'Go to checkout' });
      await expect(toCheckout).toHaveAttribute('href', `${shop.checkout}/checkout/`);
      await toCheckout.click();
      await page.waitForURL(`${shop.checkout}/checkout/`);
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      const summary = page.getByRole('complementary');
      await expect(summary).toContainText(a.name);
      await expect(summary).toContainText(b.name);

      // Home delivery to a new address, saved to the account; paid by invoice.
      await page.getByRole('radio', { name: 'Home delivery' }).check();
      await page.getByRole('radio', { name: 'A new address' }).check();
      await expect(page.getByLabel('First name')).toHaveValue(customer.firstName);
      await page.getByLabel('Street').fill('Meiereistraße');
      await page.getByLabel('No.').fill('7');
      await page.getByLabel('Postal code').fill('1020');
      await page.getByLabel('City').fill('Wien');
      await page.getByLabel('Save this address in my account').check();
      await page.getByRole('radio', { name: 'Invoice' }).check();
      await page.getByRole('button', { name: 'Place order' }).click();

      // The thank-you page names the order and its total.
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order!' })).toBeVisible();
      const doneUrl = new URL(page.url());
      expect(doneUrl.origin).toBe(shop.checkout);
      const orderUuid = /^\/checkout\/done\/([0-9a-f-]{36})\/$/.exec(doneUrl.pathname)?.[1];
      expect(orderUuid).toBeTruthy();
      const thanks = await page.getByRole('main').innerText();
      const number = /Order number:\s*(\S+)/.exec(thanks)?.[1];
      expect(number).toBeTruthy();
      const total = euros(/Total:\s*(€[\d,.]+)/.exec(thanks)?.[1] ?? '')[0];
      expect(total).toBeCloseTo(popupTotal, 2);

      // The confirmation mail links to the order in the account.
      const mail = await waitForMail(shop.api, customer.email, `Your order ${number}`);
      expect(await mailLinks(shop.api, mail.id)).toContain(
        `${shop.storefront}/my-account/order-details/${orderUuid}/`,
      );

      // Back in the shop: the order list shows the order; the cart is empty.
      await page.getByRole('link', { name: 'My orders' }).click();
      await expect(page, 'the order list').toHaveURL(
        (url) => url.origin === shop.storefront && url.pathname === '/my-account/orders/',
      );
      await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
      await network.idle();
      await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
      const row = page
        .getByRole('main')
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: `Order ${number}` }) });
      await expect(row).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2, name: /^Order / })).toHaveCount(1);
      const rowText = await row.innerText();
      expect(rowText).toContain('2 items');
      expect(euros(rowText)).toContain(total);

      // The order's details: its lines with sizes, the payment, the address and the total.
      await row.getByRole('link', { name: `View order ${number}` }).click();
      await expect(page, 'the order').toHaveURL(
        (url) => url.pathname === `/my-account/order-details/${orderUuid}/`,
      );
      await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeVisible();
      const items = page.getByRole('region', { name: 'Items' });
      await expect(items, 'the order lines').toContainText(a.name);
      await expect(items, 'the order lines').toContainText(b.name);
      const itemsText = await items.innerText();
      expect(itemsText).toContain(`Size: ${sizeA}`);
      expect(itemsText).toContain(`Size: ${sizeB}`);
      const details = await page.getByRole('main').innerText();
      expect(details).toContain('Invoice');
      const address = await page.getByRole('region', { name: 'Delivery address' }).innerText();
      expect(address).toContain('Meiereistraße 7');
      expect(address).toContain('1020 Wien');
      expect(euros(details)).toContain(total);

      // The address was saved to the account as asked.
      await page
        .getByRole('navigation', { name: 'My account' })
        .getByRole('link', { name: 'Delivery addresses' })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: 'Delivery addresses' })).toBeVisible();
      await expect(
        page.getByRole('link', { name: 'Edit address Meiereistraße 7', exact: true }),
      ).toBeVisible();

      // Back to the list from the details; a fresh page still shows the one order.
      await page.goto(`${shop.storefront}/my-account/order-details/${orderUuid}/`, {
        waitUntil: 'networkidle',
      });
      await page.getByRole('link', { name: 'Back to my orders' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'My orders' })).toBeVisible();
      await expect(row).toBeVisible();

      expect(unexpectedProblems(problems, clientErrors, EXPECTED_4XX)).toEqual([]);
      expect(clientErrors.answers).toEqual([]);
    },
  );
});
