import { normaliseSearchQuery } from '@fanshop/core/search';
import { QUERY_MAX_LENGTH } from '@fanshop/core/shared';
import { expect, test } from './support/fixtures';
import { shop } from '../support/shop';
import { freshCustomer, registerThroughApi } from '../support/journey';
import { mailLinks, waitForMail } from '../support/mailbox';
import type { Shopper } from './support/shopper';

/**
 * The forms without the page's script (issue: nothing a shopper sends is lost): Chromium with scripting
 * off, Firefox with the storefront's scripts refused by the network (its driver cannot turn scripting
 * off), at both widths. Each form posts natively; the storefront's server sends it through the page's
 * own action and answers with the next page, or the same page with the input kept and the messages.
 */

const DOI_SUBJECT = 'Please confirm your email address';
const RESET_SUBJECT = 'Reset your password';

async function logIn(shopper: Shopper, email: string, password: string): Promise<void> {
  await shopper.typeInto({ role: 'textbox', name: /^Email address/ }, email);
  await shopper.typeInto({ css: 'input[name=password]' }, password);
  await shopper.click({ role: 'button', name: 'Log in', within: { role: 'main' } });
}

test(
  'without the script: a wrong password keeps the email and says why, in German too; the right one logs in',
  { tag: ['@phone', '@desktop'] },
  async ({ shopperWithoutScripts: shopper }) => {
    const customer = freshCustomer('noscript-login');
    await registerThroughApi(customer);

    await shopper.open('/login/?redirect=%2Fwishlist%2F');
    await logIn(shopper, customer.email, 'not-the-password');
    await shopper.see({ text: 'The email address or password is not correct.', within: { role: 'main' } });
    await shopper.see({ text: 'Please check the highlighted fields.', within: { role: 'main' } });
    await shopper.attributeIs({ css: 'input[name=email]' }, '.value', customer.email);
    await shopper.attributeIs({ css: 'input[name=password]' }, '.value', '');
    await shopper.attributeIs({ css: 'input[name=password]' }, 'aria-invalid', 'true');

    await shopper.open('/de/login/');
    await shopper.typeInto({ css: 'input[name=email]' }, customer.email);
    await shopper.typeInto({ css: 'input[name=password]' }, 'auch-nicht-das-passwort');
    await shopper.click({ role: 'button', name: 'Anmelden', within: { role: 'main' } });
    await shopper.see({ text: 'E-Mail-Adresse oder Passwort ist nicht korrekt.', within: { role: 'main' } });

    await shopper.open('/login/?redirect=%2Fwishlist%2F');
    await logIn(shopper, customer.email, customer.password);
    await shopper.urlIs('back where the login came from', (url) => url.pathname === '/wishlist/');
    await shopper.see({ role: 'button', name: `Account of ${customer.firstName}` });
  },
);

test(
  'without the script: a registration makes the account and sends the double opt-in mail',
  { tag: ['@phone', '@desktop'] },
  async ({ shopperWithoutScripts: shopper }) => {
    const customer = freshCustomer('noscript-register');
    await shopper.open('/register/');
    await shopper.typeInto({ role: 'textbox', name: /^First name/ }, customer.firstName);
    await shopper.typeInto({ role: 'textbox', name: /^Last name/ }, customer.lastName);
    await shopper.typeInto({ role: 'textbox', name: /^Email address/ }, customer.email);
    await shopper.typeInto({ css: 'input[name=password]' }, customer.password);
    await shopper.typeInto({ css: 'input[name=password_confirmation]' }, customer.password);
    await shopper.click({ role: 'button', name: 'Create account', within: { role: 'main' } });
    await shopper.urlIs('the account', (url) => url.pathname === '/my-account/');
    await shopper.see({ role: 'button', name: `Account of ${customer.firstName}` });
    await waitForMail(shop.api, customer.email, DOI_SUBJECT);
  },
);

test(
  'without the script: a forgotten password is mailed, reset from the link, and the new one logs in',
  { tag: ['@phone', '@desktop'] },
  async ({ shopperWithoutScripts: shopper }) => {
    const customer = freshCustomer('noscript-reset');
    await registerThroughApi(customer);

    await shopper.open('/forgot-password/');
    await shopper.typeInto({ role: 'textbox', name: /^Email address/ }, customer.email);
    await shopper.click({ role: 'button', name: 'Send link' });
    await shopper.see({ text: 'If an account exists for this address', within: { role: 'main' } });

    const mail = await waitForMail(shop.api, customer.email, RESET_SUBJECT);
    const link = (await mailLinks(shop.api, mail.id)).find((href) => href.includes('/reset-password/'));
    expect(link, 'the reset link').toBeDefined();
    const newPassword = `${customer.password}-new`;
    await shopper.open(link!);
    // Two different passwords are refused at the fields, and neither is sent back.
    await shopper.typeInto({ css: 'input[name=password]' }, newPassword);
    await shopper.typeInto({ css: 'input[name=password_confirmation]' }, `${newPassword}-typo`);
    await shopper.click({ role: 'button', name: 'Save new password' });
    await shopper.attributeIs({ css: 'input[name=password_confirmation]' }, 'aria-invalid', 'true');
    await shopper.attributeIs({ css: 'input[name=password]' }, '.value', '');
    await shopper.typeInto({ css: 'input[name=password]' }, newPassword);
    await shopper.typeInto({ css: 'input[name=password_confirmation]' }, newPassword);
    await shopper.attributeIs({ css: 'input[name=password_confirmation]' }, '.value', newPassword);
    await shopper.click({ role: 'button', name: 'Save new password' });
    await shopper.see({ text: 'Your new password is set.', within: { role: 'main' } });

    await shopper.open('/login/');
    await logIn(shopper, customer.email, newPassword);
    await shopper.see({ role: 'button', name: `Account of ${customer.firstName}` });
  },
);

test(
  'without the script: a customer adds a delivery address, after a postal code the shop cannot deliver to',
  { tag: ['@phone', '@desktop'] },
  async ({ shopperWithoutScripts: shopper }) => {
    const customer = freshCustomer('noscript-address');
    await registerThroughApi(customer);
    await shopper.open('/login/?redirect=%2Fmy-account%2Fdelivery-address%2F');
    await logIn(shopper, customer.email, customer.password);
    await shopper.see({ role: 'heading', name: 'Delivery addresses' });

    await shopper.click({ role: 'link', name: 'Add address' });
    await shopper.see({ role: 'heading', name: 'New address' });
    await shopper.typeInto({ role: 'textbox', name: /^Street/ }, 'Meiereistraße');
    await shopper.typeInto({ role: 'textbox', name: /^No\./ }, '7');
    await shopper.typeInto({ role: 'textbox', name: /^Postal code/ }, '12');
    await shopper.typeInto({ role: 'textbox', name: /^City/ }, 'Wien');
    await shopper.click({ role: 'button', name: 'Save address' });
    await shopper.see({ text: 'Please enter a four-digit Austrian postal code.', within: { role: 'main' } });
    await shopper.attributeIs({ role: 'textbox', name: /^Street/ }, '.value', 'Meiereistraße');

    await shopper.click({ role: 'textbox', name: /^Postal code/ });
    await shopper.press('Backspace');
    await shopper.press('Backspace');
    await shopper.type('1020');
    await shopper.click({ role: 'button', name: 'Save address' });
    await shopper.see({ text: 'Your address is saved.', within: { role: 'main' } });
    await shopper.see({ role: 'main', text: 'Meiereistraße 7' });
  },
);

test(
  'without the script: a 70-character search lands on the address the shop’s own search builds',
  { tag: ['@phone', '@desktop'] },
  async ({ shopperWithoutScripts: shopper }) => {
    await shopper.open('/');
    const typed = `  home   jersey ${'x'.repeat(54)}`;
    expect(typed).toHaveLength(70);
    await shopper.typeInto({ role: 'combobox', name: 'Search the shop' }, typed);
    await shopper.press('Enter');
    const url = await shopper.urlIs('the search results', (at) => at.pathname === '/search/');
    const q = url.searchParams.get('q') ?? '';
    // Cut to 50 first (the padding counts), then trimmed and collapsed, with + for its spaces.
    expect(q).toBe(normaliseSearchQuery(typed));
    expect(q).toBe(`home jersey ${'x'.repeat(34)}`);
    expect(q.length).toBeLessThanOrEqual(QUERY_MAX_LENGTH);
    expect(url.search).toBe(`?q=home+jersey+${'x'.repeat(34)}`);
    await shopper.see({ role: 'heading', name: /home jersey x+/ });
  },
);

test(
  'without the script: a control only the script can work looks not ready, and a link or a form still works',
  { tag: ['@phone', '@desktop'] },
  async ({ shopperWithoutScripts: shopper }) => {
    await shopper.open('/men/');
    const heart = { role: 'button', name: /^Wishlist: /, within: { role: 'list', name: 'Products' } };
    await shopper.see(heart);
    const looks = () =>
      shopper.driver.run(() => {
        const button = document.querySelector('[aria-label^="Wishlist: "]');
        const style = button ? getComputedStyle(button) : null;
        return style ? { cursor: style.cursor, opacity: Number(style.opacity) } : null;
      }, undefined);
    await expect
      .poll(looks, { message: 'the heart looks not ready' })
      .toEqual({ cursor: 'progress', opacity: 0.45 });
    // A product's link is a link: it works as it is.
    await shopper.click({ role: 'link', name: /./, within: { role: 'list', name: 'Products' } });
    await shopper.urlIs('a product page', (url) => url.pathname.startsWith('/p/'));
  },
);
