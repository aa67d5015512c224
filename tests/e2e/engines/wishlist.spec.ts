import { test } from './support/fixtures';

/**
 * The wishlist heart in every engine, and with Safari's button focus (tag @focus): a heart saves the
 * product, the header counts it, the popup shows it and closes by itself after 6 seconds (spec §4, §9).
 */
test(
  'a heart on a tile: saved, counted, the popup closes by itself',
  { tag: ['@phone', '@desktop', '@focus'] },
  async ({ shopper }) => {
    await shopper.open('/men/');
    const heart = { role: 'button', name: /^Wishlist: /, within: { role: 'list', name: 'Products' } };
    await shopper.click(heart);
    await shopper.attributeIs(heart, 'aria-pressed', 'true');
    await shopper.see({ role: 'button', name: 'Wishlist, 1 product' });
    const popup = { role: 'dialog', name: 'Wishlist' };
    await shopper.see(popup);
    // The shopper moves on: a pointer resting over the popup would hold it open, as it should.
    await shopper.hover({ role: 'listitem', within: { role: 'list', name: 'Products' }, nth: 7 });
    await shopper.gone(popup, 9_000);
    // Saved on the server: a reload shows the same count and the pressed heart.
    await shopper.reload();
    await shopper.see({ role: 'button', name: 'Wishlist, 1 product' });
    await shopper.attributeIs(heart, 'aria-pressed', 'true');
    await shopper.click(heart);
    await shopper.see({ role: 'button', name: 'Wishlist, 0 products' });
  },
);
