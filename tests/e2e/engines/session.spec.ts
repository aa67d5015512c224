import { expect, test } from './support/fixtures';
import { euros, listing, PREMIUM } from './support/catalogue';
import type { Shopper } from './support/shopper';
import { shop } from '../support/shop';

/**
 * Logging in and out in every engine: role prices follow the session, and no browser cache ever shows a
 * customer the guest page they saw before logging in (ADR 0016: Firefox kept guest pages under
 * stale-while-revalidate in its own cache and showed them to the customer).
 */

/** The first tile of the men's listing as shown: its link and its price. */
async function firstTile(shopper: Shopper): Promise<{ href: string; price: number }> {
  await shopper.see({ role: 'list', name: 'Products' });
  const tile = await shopper.run(() => {
    const item = document.querySelector('[aria-label="Products"] li');
    return {
      href: item?.querySelector('a')?.getAttribute('href') ?? '',
      price: item?.querySelector('.price__now')?.textContent ?? '',
    };
  });
  return { href: tile.href, price: euros(tile.price)[0] ?? Number.NaN };
}

async function logIn(shopper: Shopper): Promise<void> {
  await shopper.open('/login/');
  const form = { role: 'form', name: 'Log in' };
  await shopper.typeInto({ role: 'textbox', name: 'Email address', within: form }, PREMIUM.email);
  await shopper.typeInto({ css: 'input[type=password]', within: form }, PREMIUM.password);
  await shopper.click({ role: 'button', name: 'Log in', within: form });
  await shopper.urlIs('the account overview', (url) => url.pathname === '/my-account/');
  await shopper.see({ role: 'heading', name: 'My account' });
}

/** A premium customer's token, as another device of theirs would hold it. */
async function premiumToken(): Promise<string> {
  const res = await fetch(`${shop.api}/api/v1/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Client': 'storefront-web' },
    body: JSON.stringify(PREMIUM),
  });
  expect(res.status, 'the premium customer logs in through the API').toBe(200);
  return ((await res.json()) as { token: string }).token;
}

function priceOf(products: Awaited<ReturnType<typeof listing>>, href: string): number {
  const product = products.find((p) => p.url === href);
  if (!product) throw new Error(`${href} is not in the listing`);
  return product.prices.vk / 100;
}

test(
  'a customer never gets the guest page they saw before logging in',
  { tag: ['@phone', '@desktop'] },
  async ({ shopper }) => {
    const [guestPrices, premiumPrices] = await Promise.all([
      listing('/men/'),
      listing('/men/', await premiumToken()),
    ]);

    // As a guest: the listing with guest prices, twice (the first answer to a new visitor may set a cookie
    // and is never kept), so the browser holds the guest page as its headers allow.
    await shopper.open('/men/');
    await shopper.open('/');
    await shopper.open('/men/');
    const asGuest = await firstTile(shopper);
    expect(asGuest.price).toBe(priceOf(guestPrices, asGuest.href));
    expect(priceOf(premiumPrices, asGuest.href)).toBeLessThan(asGuest.price);

    await logIn(shopper);

    // The same address again, loaded as from the address bar: the customer's page, never the cached guest one.
    await shopper.open('/men/');
    await shopper.see({ role: 'button', name: /^Account of / });
    expect(await shopper.run(() => document.body.innerText.includes('log in or register'))).toBe(false);
    const asCustomer = await firstTile(shopper);
    expect(asCustomer.price).toBe(priceOf(premiumPrices, asCustomer.href));

    // Logging out: guest prices again. The server revokes the token before the page forgets it, so a
    // call of the page in that moment (a debounced wishlist read) may meet the revoked token: a 403 the
    // invalid-token rule answers with the same logout (Chromium logs it as a console error).
    shopper.expectedProblems.push(/status of 403/);
    await shopper.open('/my-account/');
    await shopper.click({ role: 'button', name: 'Log out', nth: -1 });
    await shopper.urlIs('home after logging out', (url) => url.pathname === '/');
    await shopper.see({ role: 'button', name: 'Account: log in or register' });
    await shopper.open('/men/');
    const again = await firstTile(shopper);
    expect(again.price).toBe(priceOf(guestPrices, again.href));
  },
);
