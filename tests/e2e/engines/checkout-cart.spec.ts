import { test } from './support/fixtures';
import { productInStock } from './support/catalogue';
import { putInCart } from './support/checkout';
import { shop } from '../support/shop';

/**
 * The checkout host's cart in every engine (issue 37): a line's quantity stepped up, a removal undone
 * within its 2 seconds (core's rule), then a removal for good, which the page shows once its undo has
 * run out. Plain form posts: they work the same with or without a script.
 */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test(
  'the checkout’s cart: one more, Remove and Undo, then Remove for good',
  { tag: ['@phone', '@desktop'] },
  async ({ shopper }) => {
    const product = await productInStock(3);
    await putInCart(shopper, product);

    await shopper.open(shop.checkout);
    const stepper = { role: 'group', name: `Quantity of ${product.name}` };
    await shopper.see({ ...stepper, text: '1' });
    await shopper.see({ text: /more for free delivery|ships free/ });
    await shopper.click({ role: 'button', name: `One more ${product.name}` });
    await shopper.see({ ...stepper, text: '2' });
    await shopper.see({ text: /each/ });

    const remove = { role: 'button', name: new RegExp(`^Remove ${escaped(product.name)}$`) };
    await shopper.click(remove);
    await shopper.see({ text: `${product.name} removed.` });
    await shopper.click({ role: 'button', name: `Undo removing ${product.name}` });
    await shopper.see({ ...stepper, text: '2' });
    // The undo holds past the removal's 2 seconds.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await shopper.reload();
    await shopper.see({ ...stepper, text: '2' });

    await shopper.click(remove);
    await shopper.see({ text: `${product.name} removed.` });
    // The page shows the truth by itself once the undo has run out.
    await shopper.see({ text: 'Your cart is empty.' }, 10_000);
  },
);
