import { USER_HASH_STORAGE_KEY } from '@fanshop/core/shared';
import { expect, test } from './support/fixtures';
import { shop } from '../support/shop';
import { freshCustomer, registerThroughApi } from '../support/journey';

/**
 * A login sent before the page's script has come, as a password manager that fills and sends at once
 * does on a slow phone: the page's scripts are held back by the network, the form posts natively, and
 * the storefront's server logs the shopper in and sends them back where the login came from.
 */
test(
  'a login sent before the page has hydrated logs the shopper in',
  { tag: ['@phone', '@desktop'] },
  async ({ shopperOnSlowNetwork: shopper, slowNetwork }) => {
    const customer = freshCustomer('early-login');
    await registerThroughApi(customer);
    // The entry script alone: the page's other chunks come (a browser gives a host only a few
    // connections, and a post queued behind held requests would wait for them, not for the server).
    slowNetwork.slow({ path: '/assets/index-', suffix: '.js', ms: 60_000 });

    const { driver } = shopper;
    await driver.goto(`${shop.storefront}/login/?redirect=%2Fwishlist%2F`, 'arrived');
    await shopper.see({ css: 'input[name=password]' });
    const focus = (name: string) =>
      driver.run((field) => {
        document.querySelector<HTMLInputElement>(`input[name=${field}]`)?.focus();
        return document.activeElement?.getAttribute('name') ?? null;
      }, name);
    expect(await focus('email')).toBe('email');
    await driver.type(customer.email);
    expect(await focus('password')).toBe('password');
    await driver.type(customer.password);
    const hydrated = await driver.run(() => document.documentElement.hasAttribute('data-ready'), undefined);
    expect(hydrated, 'the page is still without its script when the form is sent').toBe(false);
    await driver.press('Enter');

    await shopper.urlIs('back where the login came from', (url) => url.pathname === '/wishlist/');
    await shopper.see({ role: 'button', name: `Account of ${customer.firstName}` });
    // The user hash a sign-in stores waits in a short cookie for the page's script to take it.
    const cookies = await driver.cookies(shop.storefront);
    expect(cookies.map((c) => c.name)).toContain(`handoff.${USER_HASH_STORAGE_KEY}`);
  },
);
