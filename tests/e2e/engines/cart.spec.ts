import { expect, test } from './support/fixtures';
import { productInStock } from './support/catalogue';
import type { Shopper } from './support/shopper';

/**
 * The cart in every engine, and with Safari's button focus (tag @focus): a size into the cart from the
 * product page, and a line removed in the header's cart popup, undone within the 2 seconds (spec §4), then
 * removed for good.
 */

const CART = { role: 'dialog', name: 'Cart' } as const;

/** Adds the first size in stock of a product; answers the product's name. */
async function addToCart(shopper: Shopper, skip: number): Promise<string> {
  const product = await productInStock(skip);
  await shopper.open(product.url);
  await shopper.click({ css: 'label:has(input:not(:disabled))', within: { role: 'group', name: 'Size' } });
  await shopper.click({ role: 'button', name: 'Add to cart' });
  await shopper.see({ role: 'listitem', text: product.name, within: CART });
  await shopper.see({ role: 'button', name: 'Cart, 1 item' });
  return product.name;
}

test(
  'a size into the cart from the product page',
  { tag: ['@phone', '@desktop', '@focus'] },
  async ({ shopper }) => {
    const name = await addToCart(shopper, 1);
    await shopper.see({ role: 'link', name: 'Go to checkout', within: CART });
    // The cart survives a reload: it lives on the server under the guest's request id.
    await shopper.reload();
    await shopper.see({ role: 'button', name: 'Cart, 1 item' });
    await shopper.click({ role: 'button', name: 'Cart, 1 item' });
    await shopper.see({ role: 'listitem', text: name, within: CART });
  },
);

test(
  'Remove in the cart popup, Undo, then Remove for good',
  { tag: ['@phone', '@desktop', '@focus'] },
  async ({ shopper }) => {
    const name = await addToCart(shopper, 2);
    // Open the popup as a shopper would later: from the header icon.
    await shopper.reload();
    await shopper.click({ role: 'button', name: 'Cart, 1 item' });
    const remove = {
      role: 'button',
      name: new RegExp(`^Remove ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
      within: CART,
    };
    await shopper.click(remove);
    // The popup stays open with the pending removal's Undo (Safari focuses no button: that is no leaving).
    await shopper.click({ role: 'button', name: /^Undo/, within: CART });
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    await shopper.see({ role: 'listitem', text: name, within: CART });
    await shopper.see({ role: 'button', name: 'Cart, 1 item' });

    await shopper.click(remove);
    await shopper.see({ role: 'button', name: 'Cart, 0 items' }, 6_000);
    expect(await shopper.count({ role: 'listitem', text: name, within: CART })).toBe(0);
  },
);
