import { expect, test } from './support/fixtures';
import { printableHomeJersey } from './support/catalogue';
import { fillGuestDetails } from './support/checkout';
import { shop } from '../support/shop';
import { freshCustomer } from '../support/journey';
import { waitForMail } from '../support/mailbox';

/**
 * A name and a number on a home jersey in every engine (issue 36): typed on the product page, the back
 * of the shirt shows them and the price the total; a bad number explains itself at its field and adds
 * nothing; the line with its print is in the cart popup and on the checkout host's cart and form. The
 * guest orders it: the print is on the confirmation, in the mail (HTML and text), and, once the guest
 * makes an account from the confirmation, in the order history.
 */
test(
  'a home jersey with a name and a number: previewed, priced, added, and printed on the line',
  { tag: ['@phone', '@desktop'] },
  async ({ shopper }) => {
    const jersey = await printableHomeJersey();
    await shopper.open(jersey.url);
    const group = { role: 'group', name: 'Personalise' };
    await shopper.see(group);

    // A number the shop cannot print explains itself at the field, and nothing is added.
    const number = { role: 'textbox', name: /^Number/, within: group };
    await shopper.typeInto(number, '08');
    await shopper.attributeIs(number, 'aria-invalid', 'true');
    await shopper.see({ text: 'Please write the number without a leading zero.', within: group });
    await shopper.click({ css: 'label:has(input:not(:disabled))', within: { role: 'group', name: 'Size' } });
    await shopper.click({ role: 'button', name: 'Add to cart' });
    await shopper.see({ role: 'status', text: 'Please check the name and number to print.' });
    await shopper.see({ role: 'button', name: 'Cart, 0 items' });

    // Name and number as a fan types them: the back shows them as printed, the price the total.
    await shopper.click(number);
    await shopper.press('Backspace');
    await shopper.press('Backspace');
    await shopper.type('8');
    await shopper.typeInto({ role: 'textbox', name: /^Name/, within: group }, 'alaba');
    await shopper.see({ role: 'img', name: 'The back of the shirt with ALABA · 8' });
    const total = await shopper.see({ css: '.product-info__total' });
    const base = jersey.prices.vk / 100;
    expect(total).toContain((base + 18).toFixed(2));

    await shopper.click({ role: 'button', name: 'Add to cart' });
    const cart = { role: 'dialog', name: 'Cart' };
    await shopper.see({ role: 'listitem', text: 'Printed: ALABA · 8 (+ €18.00 a piece)', within: cart });
    await shopper.see({ role: 'button', name: 'Cart, 1 item' });

    // The checkout host's cart shows the print and says printed goods are made for the shopper.
    await shopper.open(shop.checkout);
    await shopper.see({ text: 'Printed: ALABA · 8 (+ €18.00 each)' });
    await shopper.see({ text: 'Made for you: printed goods cannot be returned (§ 18 FAGG).' });

    // The guest orders it, delivered home, paid by invoice; the form's summary shows the print too.
    const guest = freshCustomer('printed');
    await shopper.click({ role: 'link', name: 'Continue to your details', within: { role: 'main' } });
    await shopper.see({ role: 'heading', name: 'Checkout' });
    await shopper.see({ role: 'complementary', text: 'Printed: ALABA · 8' });
    await fillGuestDetails(shopper, guest);
    await shopper.click({ role: 'radio', name: /^Invoice/ });
    await shopper.click({ role: 'button', name: /^Place order/ });

    // The confirmation shows the line with its print.
    await shopper.see({ role: 'heading', name: 'Thank you for your order!' });
    const thanks = await shopper.see({ role: 'main', text: 'Printed: ALABA · 8' });
    const orderNumber = /Order number:?\s*(\S+)/.exec(thanks)?.[1];
    expect(orderNumber, 'the order number').toBeTruthy();

    // The mail says what is printed, in its HTML and in its plain text.
    const mail = await waitForMail(shop.api, guest.email, `Your order ${orderNumber}`);
    const shown = await (await fetch(`${shop.api}/_mailbox/${mail.id}/`)).text();
    const [htmlPart, textPart] = shown.split('<summary>Plain text</summary>');
    expect(htmlPart, "the mail's HTML").toContain('ALABA · 8');
    expect(textPart, "the mail's plain text").toContain('ALABA · 8');

    // An account from the confirmation: the order, print and all, is in the order history.
    await shopper.typeInto({ css: 'input[type=password]', within: { role: 'main' } }, guest.password);
    await shopper.click({ role: 'button', name: 'Create account' });
    await shopper.urlIs('the order in the account', (url) =>
      url.pathname.startsWith('/my-account/order-details/'),
    );
    await shopper.see({ role: 'main', text: 'ALABA · 8' });
    await shopper.open('/my-account/orders/');
    await shopper.see({ role: 'main', text: orderNumber! });
  },
);
