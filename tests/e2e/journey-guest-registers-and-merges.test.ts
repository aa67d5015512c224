import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newContext, watchProblems } from './support/browser';
import {
  eventually,
  freshCustomer,
  loginInBrowser,
  registerInBrowser,
  unexpectedProblems,
  urlWhere,
  watchClientErrors,
  watchNetwork,
  type NetworkWatch,
} from './support/journey';
import { openMailInPage } from './support/mailbox';

const shop = inject('shop');
let browser: Browser;

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

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Presses a product tile's heart on the current page and waits until the header counts `count`. */
async function heart(page: Page, name: string, count: number): Promise<void> {
  const button = page.getByRole('button', { name: `Wishlist: ${name}`, exact: true }).first();
  expect(await button.getAttribute('aria-pressed')).toBe('false');
  await button.click();
  await page
    .getByRole('status')
    .filter({ hasText: `${name} was saved to your wishlist.` })
    .waitFor();
  await eventually(
    () => button.getAttribute('aria-pressed'),
    (v) => v === 'true',
    `the heart of ${name}`,
  );
  await wishlistButton(page, count).waitFor();
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
  await main
    .getByText(`${count} ${count === 1 ? 'product' : 'products'}`, { exact: true })
    .first()
    .waitFor();
  const removes = main.getByRole('button', { name: /^Remove .* from the wishlist$/ });
  await eventually(
    () => removes.count(),
    (n) => n === count,
    'the wishlist page lines',
  );
  const labels = await removes.evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-label') ?? ''),
  );
  return labels.map((l) => l.replace(/^Remove /, '').replace(/ from the wishlist$/, '')).sort();
}

/** The product names in the cart popup, opened from the header. */
async function cartPopupNames(page: Page, count: number): Promise<string[]> {
  await cartButton(page, count).click();
  const popup = page.getByRole('dialog', { name: 'Cart' });
  await popup.waitFor({ state: 'visible' });
  const removes = popup.getByRole('button', { name: /^Remove .*, size / });
  await eventually(
    () => removes.count(),
    (n) => n === count,
    'the cart popup lines',
  );
  const labels = await removes.evaluateAll((buttons) =>
    buttons.map((b) => b.getAttribute('aria-label') ?? ''),
  );
  await page.keyboard.press('Escape');
  await popup.waitFor({ state: 'hidden' });
  return labels.map((l) => l.replace(/^Remove /, '').replace(/, size .*$/, '')).sort();
}

describe.each(['desktop', 'phone'] as const)('a guest registers at %s width', (viewport) => {
  it('the guest wishlist and cart join the new account; logout empties them; login brings them back', async () => {
    const forCart = await productInStock();
    const customer = freshCustomer(`merge-${viewport}`);
    const context = await newContext(browser, viewport);
    const page = await context.newPage();
    const problems = watchProblems(page);
    const clientErrors = watchClientErrors(page);
    const network = watchNetwork(page);

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
    await page.getByRole('group', { name: /^Size/ }).getByRole('radio', { disabled: false }).first().check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await cartButton(page, 1).waitFor();
    await network.idle();

    // Registration through the header's account popup.
    await page.getByRole('button', { name: 'Account: log in or register' }).click();
    await page
      .getByRole('dialog', { name: 'My account' })
      .getByRole('link', { name: 'Create an account' })
      .click();
    await urlWhere(page, (url) => url.pathname === '/register/', 'the registration page');
    await page.getByRole('heading', { level: 1, name: 'Create an account' }).waitFor();
    await registerInBrowser(page, shop.storefront, customer);
    // Not confirmed yet: the overview asks for the confirmation.
    await page.getByText(`Please confirm your email address: we sent a link to ${customer.email}.`).waitFor();
    await page.getByRole('button', { name: `Account of ${customer.firstName}` }).waitFor();
    // The guest's lists came along into the account.
    await wishlistButton(page, 2).waitFor();
    await cartButton(page, 1).waitFor();

    // The double opt-in mail in the mailbox; its link confirms the address.
    await openMailInPage(page, shop.api, customer.email, DOI_SUBJECT);
    const doiLink = page.getByRole('link', { name: /\/doi\/thankyou\// });
    const href = (await doiLink.getAttribute('href')) ?? '';
    expect(href.startsWith(`${shop.storefront}/doi/thankyou/`)).toBe(true);
    expect(new URL(href).searchParams.get('token')).toBeTruthy();
    await doiLink.click();
    await urlWhere(page, (url) => url.pathname.startsWith('/doi/thankyou/'), 'the thank-you page');
    await page.getByRole('heading', { level: 1, name: 'Thank you for confirming!' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: 'Go to my account' }).click();
    await urlWhere(page, (url) => url.pathname === '/my-account/', 'the account overview');
    await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
    await network.idle();
    expect(await page.getByText('Please confirm your email address', { exact: false }).count()).toBe(0);

    // The account's wishlist and cart hold what the guest collected, on a fresh page too.
    expect(await wishlistPageNames(page, network, 2)).toEqual([first, second].sort());
    expect(await cartPopupNames(page, 1)).toEqual([forCart.name]);

    // Logout: home, a guest again, with an empty wishlist and cart (after a reload too).
    await page.getByRole('button', { name: `Account of ${customer.firstName}` }).click();
    const accountPopup = page.getByRole('dialog', { name: 'My account' });
    await accountPopup.getByRole('heading', { name: `Hello, ${customer.firstName}!` }).waitFor();
    await accountPopup.getByRole('button', { name: 'Log out' }).click();
    await urlWhere(page, (url) => url.pathname === '/', 'home after logout');
    await page.getByRole('button', { name: 'Account: log in or register' }).waitFor();
    await wishlistButton(page, 0).waitFor();
    await cartButton(page, 0).waitFor();
    await network.idle();
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('button', { name: 'Account: log in or register' }).waitFor();
    await wishlistButton(page, 0).waitFor();
    await cartButton(page, 0).waitFor();
    expect(
      await jerseys
        .getByRole('button', { name: `Wishlist: ${first}`, exact: true })
        .first()
        .getAttribute('aria-pressed'),
    ).toBe('false');

    // As a guest again, one more jersey; logging in brings the account's lists back, with it merged in.
    await heart(page, third, 1);
    await network.idle();
    await loginInBrowser(page, shop.storefront, customer.email, customer.password);
    await page.getByText(`Welcome back, ${customer.firstName}! You are logged in.`).waitFor();
    await wishlistButton(page, 3).waitFor();
    await cartButton(page, 1).waitFor();
    expect(await wishlistPageNames(page, network, 3)).toEqual([first, second, third].sort());
    expect(await cartPopupNames(page, 1)).toEqual([forCart.name]);

    expect(unexpectedProblems(problems, clientErrors, EXPECTED_4XX)).toEqual([]);
    expect(clientErrors.answers).toEqual([]);
    await context.close();
  });
});
