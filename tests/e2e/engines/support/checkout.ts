import type { ListedProduct } from './catalogue';
import type { Shopper } from './shopper';

/** Who orders as a guest, and where it goes. */
export interface GuestDetails {
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The postal code as typed; a wrong one is how a journey makes the form refuse. */
  readonly postal?: string;
}

/**
 * Fills the checkout form as a guest does for home delivery to Meiereistraße 7 in Vienna, field by
 * field with the keyboard.
 */
export async function fillGuestDetails(shopper: Shopper, guest: GuestDetails): Promise<void> {
  await shopper.click({ role: 'radio', name: /^Home delivery/ });
  await shopper.typeInto({ role: 'textbox', name: /^Email address/ }, guest.email);
  await shopper.typeInto({ role: 'textbox', name: /^First name/ }, guest.firstName);
  await shopper.typeInto({ role: 'textbox', name: /^Last name/ }, guest.lastName);
  await shopper.typeInto({ role: 'textbox', name: /^Street/ }, 'Meiereistraße');
  await shopper.typeInto({ role: 'textbox', name: /^No\./ }, '7');
  await shopper.typeInto({ role: 'textbox', name: /^Postal code/ }, guest.postal ?? '1020');
  await shopper.typeInto({ role: 'textbox', name: /^City/ }, 'Wien');
}

/** Puts the product's first size in stock into the cart from its page, and waits for the cart popup to show it. */
export async function putInCart(shopper: Shopper, product: ListedProduct): Promise<void> {
  await shopper.open(product.url);
  await shopper.click({ css: 'label:has(input:not(:disabled))', within: { role: 'group', name: 'Size' } });
  await shopper.click({ role: 'button', name: 'Add to cart' });
  await shopper.see({ role: 'listitem', text: product.name, within: { role: 'dialog', name: 'Cart' } });
}
