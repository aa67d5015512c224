import { expect, test } from './support/fixtures';
import { productInStock } from './support/catalogue';
import { fillGuestDetails, putInCart } from './support/checkout';
import { shop } from '../support/shop';

/**
 * The checkout form's script in every engine (issue 37): after a failed post the focus is on the list
 * of what to fix, and a field's error goes as soon as its value is right, without another post.
 */

test(
  'the checkout form: the list of what to fix takes the focus, and a fixed field loses its error at once',
  { tag: ['@phone', '@desktop'] },
  async ({ shopper }) => {
    // Chromium logs the form's page answered 422 (the refused post) as a failed load: that is the point here.
    shopper.expectedProblems.push(/status of 422 \(Unprocessable Entity\)/);
    const product = await productInStock(6);
    await putInCart(shopper, product);

    await shopper.open(`${shop.checkout}/checkout/`);
    await fillGuestDetails(shopper, {
      email: 'lena@example.test',
      firstName: 'Lena',
      lastName: 'Wolf',
      postal: '10',
    });
    await shopper.click({ role: 'radio', name: /^Invoice/ });
    await shopper.click({ role: 'button', name: /^Place order/ });

    await shopper.see({ role: 'alert', text: 'Please enter a four-digit Austrian postal code.' });
    await shopper.until('the list of what to fix has the focus', () =>
      document.activeElement?.hasAttribute('data-error-summary'),
    );
    // Marks this page: a post would load a new one.
    await shopper.run(() => void ((window as { samePage?: boolean }).samePage = true));

    await shopper.typeInto({ role: 'textbox', name: /^Postal code/ }, '20');
    await shopper.gone({ text: 'Please enter a four-digit Austrian postal code.' });
    await shopper.gone({ role: 'alert' });
    await shopper.attributeIs({ role: 'textbox', name: /^Postal code/ }, 'aria-invalid', null);
    expect(await shopper.run(() => (window as { samePage?: boolean }).samePage === true)).toBe(true);

    await shopper.click({ role: 'button', name: /^Place order/ });
    await shopper.see({ role: 'heading', name: 'Thank you for your order!' });
  },
);
