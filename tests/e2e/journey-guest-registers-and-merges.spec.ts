import { expect, test } from './support/fixtures';
import { unexpectedProblems } from './support/problems';
import { shop } from './support/shop';
import type { Page } from '@playwright/test';
import { loginInBrowser, registerInBrowser, type NetworkWatch } from './support/journey';
import { openMailInPage } from './support/mailbox';

/** The subject of the double opt-in mail the API sends on registration. */
const DOI_SUBJECT = 'Please confirm your email address';

/**
 * API answers in the 4xx range this journey expects: none. The guest's lists, the registration, the
 * confirmation, the logout and the login are all valid requests.
 */
const EXPECTED_4XX: readonly RegExp[] = [];

interface SeededProduct {
  name: string;
  url: string;
  sizes: { title: string; available: boolean }[];
}

/** A product with a size in stock, for the guest's cart. */
async function productInStock(): Promise<SeededProduct> {
  const res = await fetch(`${shop.api}/api/v1/listing/?path=/women/`);
  const { products } = (await res.json()) as { products: SeededProduct[] };
  const product = products.find((p) => p.sizes.some((s) => s.available));
  if (!product) throw new Error('the seeded women listing has no product in stock');
  return product;
}

/** Presses a product tile's heart on the current page and waits until the header counts `count`. */
async function heart(page: Page, name: string, count: number): Promise<void> {
  const button = page.getByRole('button', { name: `Wishlist: ${name}`, exact: true }).first();
  await expect(button).toHaveAttribute('aria-pressed', 'false');
  await button.click();
  await expect(
    page.getByRole('status').filter({ hasText: `${name} was saved to your wishlist.` }),
  ).toBeVisible();
  await expect(button, `the heart of ${name}`).toHaveAttribute('aria-pressed', 'true');
  await expect(wishlistButton(page, count)).toBeVisible();
}

function wishlistButton(page: Page, count: number) {
  return page.getByRole('button', { name: `Wishlist, ${count} ${count === 1 ? 'product' : 'products'}` });
}

function cartButton(page: Page, count: number) {
  return page.getByRole('button', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` });
}

/** The product names on the wishlist page, sorted. */
async function wishlistPageNames(page: Page, network: NetworkWatch, count: number): Promise<string[]> {
  await page.goto(`${shop.storefront}/wishlist/`, { waitUntil: 'networkidle' });
  await network.idle();
  const main = page.getByRole('main');
  await expect(
    main.getByText(`${count} ${count === 1 ? 'product' : 'products'}`, { exact: true }).first(),
  ).toBeVisible();
  const removes = main.getByRole('button', { name: /^Remove .* from the wishlist$/ });
  await expect(removes, 'the wishlist page lines').toHaveCount(count);
  const labels = await removes.evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-label') ?? ''),
  );
  return labels.map((l) => l.replace(/^Remove /, '').replace(/ from the wishlist$/, '')).sort();
}

/** The product names in the cart popup, opened from the header. */
async function cartPopupNames(page: Page, count: number): Promise<string[]> {
  await cartButton(page, count).click();
  const popup = page.getByRole('dialog', { name: 'Cart' });
  await expect(popup).toBeVisible();
  const removes = popup.getByRole('button', { name: /^Remove .*, size / });
  await expect(removes, 'the cart popup lines').toHaveCount(count);
  const labels = await removes.evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-label') ?? ''),
  );
  await page.keyboard.press('Escape');
  await expect(popup).toBeHidden();
  return labels.map((l) => l.replace(/^Remove /, '').replace(/, size .*$/, '')).sort();
}

test.describe('a guest registers', () => {
  test(
    'the guest wishlist and cart join the new account; logout empties them; login brings them back',
    { tag: ['@phone', '@desktop'] },
    async ({ page, problems, clientErrors, network, newCustomer: customer }) => {
      const forCart = await productInStock();

      // A guest saves two jerseys from the home page to the wishlist.
      await page.goto(`${shop.storefront}/`, { waitUntil: 'networkidle' });
      const jerseys = page.getByRole('region', { name: 'Jerseys of the national team' });
      const hearts = jerseys.getByRole('button', { name: /^Wishlist: / });
      const names = (
        await hearts.evaluateAll((buttons) => buttons.map((b) => b.getAttribute('aria-label') ?? ''))
      )
        .map((label) => label.replace(/^Wishlist: /, ''))
        .filter((name, i, all) => all.indexOf(name) === i);
      const [first, second, third] = names;
      if (!first || !second || !third) throw new Error('the home page shows fewer than three jerseys');
      await heart(page, first, 1);
      await heart(page, second, 2);

      // … and puts a product into the cart.
      await page.goto(`${shop.storefront}${forCart.url}`, { waitUntil: 'networkidle' });
      await page
        .getByRole('group', { name: /^Size/ })
        .getByRole('radio', { disabled: false })
        .first()
        .check();
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(cartButton(page, 1)).toBeVisible();
      await network.idle();

      // Registration through the header's account popup.
      await page.getByRole('button', { name: 'Account: log in or register' }).click();
      await page
        .getByRole('dialog', { name: 'My account' })
        .getByRole('link', { name: 'Create an account' })
        .click();
      await expect(page, 'the registration page').toHaveURL((url) => url.pathname === '/register/');
      await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();
      await registerInBrowser(page, customer);
      // Not confirmed yet: the overview asks for the confirmation.
      await expect(
        page.getByText(`Please confirm your email address: we sent a link to ${customer.email}.`),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: `Account of ${customer.firstName}` })).toBeVisible();
      // The guest's lists came along into the account.
      await expect(wishlistButton(page, 2)).toBeVisible();
      await expect(cartButton(page, 1)).toBeVisible();

      // The double opt-in mail in the mailbox; its link confirms the address.
      await openMailInPage(page, shop.api, customer.email, DOI_SUBJECT);
      const doiLink = page.getByRole('link', { name: /\/doi\/thankyou\// });
      const href = (await doiLink.getAttribute('href')) ?? '';
      expect(href.startsWith(`${shop.storefront}/doi/thankyou/`)).toBe(true);
      expect(new URL(href).searchParams.get('token')).toBeTruthy();
      await doiLink.click();
      await expect(page, 'the thank-you page').toHaveURL((url) => url.pathname.startsWith('/doi/thankyou/'));
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you for confirming!' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: 'Go to my account' }).click();
      await expect(page, 'the account overview').toHaveURL((url) => url.pathname === '/my-account/');
      await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
      await network.idle();
      await expect(page.getByText('Please confirm your email address', { exact: false })).toHaveCount(0);

      // The account's wishlist and cart hold what the guest collected, on a fresh page too.
      expect(await wishlistPageNames(page, network, 2)).toEqual([first, second].sort());
      expect(await cartPopupNames(page, 1)).toEqual([forCart.name]);

      // Logout: home, a guest again, with an empty wishlist and cart (after a reload too).
      await page.getByRole('button', { name: `Account of ${customer.firstName}` }).click();
      const accountPopup = page.getByRole('dialog', { name: 'My account' });
      await expect(
        accountPopup.getByRole('heading', { name: `Hello, ${customer.firstName}!` }),
      ).toBeVisible();
      await accountPopup.getByRole('button', { name: 'Log out' }).click();
      await expect(page, 'home after logout').toHaveURL((url) => url.pathname === '/');
      await expect(page.getByRole('button', { name: 'Account: log in or register' })).toBeVisible();
      await expect(wishlistButton(page, 0)).toBeVisible();
      await expect(cartButton(page, 0)).toBeVisible();
      await network.idle();
      await page.reload({ waitUntil: 'networkidle' });
      await expect(page.getByRole('button', { name: 'Account: log in or register' })).toBeVisible();
      await expect(wishlistButton(page, 0)).toBeVisible();
      await expect(cartButton(page, 0)).toBeVisible();
      await expect(
        jerseys.getByRole('button', { name: `Wishlist: ${first}`, exact: true }).first(),
      ).toHaveAttribute('aria-pressed', 'false');

      // As a guest again, one more jersey; logging in brings the account's lists back, with it merged in.
      await heart(page, third, 1);
      await network.idle();
      await loginInBrowser(page, customer.email, customer.password);
      await expect(page.getByText(`Welcome back, ${customer.firstName}! You are logged in.`)).toBeVisible();
      await expect(wishlistButton(page, 3)).toBeVisible();
      await expect(cartButton(page, 1)).toBeVisible();
      expect(await wishlistPageNames(page, network, 3)).toEqual([first, second, third].sort());
      expect(await cartPopupNames(page, 1)).toEqual([forCart.name]);

      expect(unexpectedProblems(problems, clientErrors, EXPECTED_4XX)).toEqual([]);
      expect(clientErrors.answers).toEqual([]);
    },
  );
});
