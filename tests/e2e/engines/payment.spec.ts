import { expect, test } from './support/fixtures';
import { productInStock } from './support/catalogue';
import { fillGuestDetails, putInCart } from './support/checkout';
import type { Shopper } from './support/shopper';
import { shop } from '../support/shop';
import { freshCustomer } from '../support/journey';
import { listMail } from '../support/mailbox';

/**
 * The payment step in every engine (issue 37): a guest pays by card and the provider (the marked
 * sandbox) declines, so nothing is ordered and the form comes back as sent; then by PayPal, approved
 * twice, which places one order. A second guest pays by invoice: ordered at once.
 */

/** A guest with a product in the cart on the checkout's form, details filled in for home delivery. */
async function guestAtTheForm(shopper: Shopper, skip: number, email: string): Promise<void> {
  const product = await productInStock(skip);
  await putInCart(shopper, product);
  await shopper.open(`${shop.checkout}/checkout/`);
  await shopper.see({ role: 'heading', name: 'Checkout' });
  await fillGuestDetails(shopper, { email, firstName: 'Lena', lastName: 'Wolf' });
}

const confirmations = async (email: string) =>
  (await listMail(shop.api)).filter((m) => m.recipient === email && /^Your order/.test(m.subject));

test(
  'paying through the provider: declined keeps the cart and the form, approved twice places one order',
  { tag: ['@phone', '@desktop'] },
  async ({ shopper }) => {
    const { email } = freshCustomer('pays');
    await guestAtTheForm(shopper, 4, email);
    await shopper.click({ role: 'radio', name: /^Credit card/ });
    await shopper.click({ role: 'button', name: /^Place order/ });

    await shopper.see({ text: 'Test payment: approve or decline' });
    await shopper.click({ role: 'button', name: 'Decline payment' });
    await shopper.see({ role: 'alert', text: 'Your payment was declined. No order was placed' });
    await shopper.attributeIs({ role: 'textbox', name: /^Email address/ }, 'value', email);
    expect(await confirmations(email)).toHaveLength(0);

    await shopper.click({ role: 'radio', name: /^PayPal/ });
    await shopper.click({ role: 'button', name: /^Place order/ });
    await shopper.see({ text: 'Test payment: approve or decline' });
    // The approval is sent once behind the shopper's back, then by the button: one order all the same.
    const approve = await shopper.run(() => {
      const form = [...document.querySelectorAll('form')].find((f) => f.action.endsWith('/approve/'));
      return {
        action: form?.action ?? '',
        csrf: (form?.elements.namedItem('csrf') as HTMLInputElement | null)?.value ?? '',
      };
    });
    const cookie = (await shopper.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    const sentTwice = await fetch(approve.action, {
      method: 'POST',
      redirect: 'manual',
      headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: shop.checkout },
      body: new URLSearchParams({ csrf: approve.csrf }).toString(),
    });
    expect(sentTwice.status).toBe(303);
    expect(sentTwice.headers.get('location')).toMatch(/^\/checkout\/done\//);
    await shopper.click({ role: 'button', name: 'Approve payment' });
    await shopper.see({ role: 'heading', name: 'Thank you for your order!' });
    await shopper.see({ role: 'main', text: 'PayPal' });
    await expect.poll(async () => (await confirmations(email)).length).toBe(1);
  },
);

test('paying by invoice places the order at once', { tag: ['@phone', '@desktop'] }, async ({ shopper }) => {
  const { email } = freshCustomer('invoice');
  await guestAtTheForm(shopper, 5, email);
  await shopper.click({ role: 'radio', name: /^Invoice/ });
  await shopper.click({ role: 'button', name: /^Place order/ });
  await shopper.see({ role: 'heading', name: 'Thank you for your order!' });
  await shopper.see({ role: 'main', text: 'Invoice' });
  await expect.poll(async () => (await confirmations(email)).length).toBe(1);

  // The mail, read in the shop's mailbox: logo, VAT, footer, and its button back to the order.
  const [mail] = await confirmations(email);
  await shopper.open(`${shop.api}/_mailbox/${mail!.id}/`);
  await shopper.see({ text: /Rot-Weiss-Rot Fan Shop/i });
  await shopper.see({ text: /Including 20 % VAT/ });
  await shopper.see({ text: /Returns address:/ });
  const shown = await (await fetch(`${shop.api}/_mailbox/${mail!.id}/`)).text();
  const textPart = shown.split('<summary>Plain text</summary>')[1] ?? '';
  expect(textPart, "the mail's plain text").toMatch(/Including 20 % VAT: €[\d.,]+/);
  expect(textPart, "the mail's plain text").toContain('Returns address: Fan Shop GmbH');
  await shopper.click({ role: 'link', name: 'View your order' });
  await shopper.see({ role: 'heading', name: 'Thank you for your order!' });
});
