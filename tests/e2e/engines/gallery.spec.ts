import { expect, test } from './support/fixtures';
import { productInStock } from './support/catalogue';

/**
 * The product page's pictures and the phone's add-to-cart bar in every engine (issue 36): the pictures
 * full screen by click, arrow keys and Escape, the focus back on the picture; on phones the strip that
 * swipes with its dots, and the bar that comes once the main button has scrolled away, adds to the cart
 * and steps aside for the cart popup.
 */

const ZOOM = { role: 'dialog', name: /^Pictures of / } as const;
const DOTS = { role: 'group', name: 'Pictures' } as const;
const BAR = { css: '.sticky-add' } as const;

test(
  'desktop: the pictures full screen, stepped with the arrow keys, closed with Escape',
  { tag: ['@desktop'] },
  async ({ shopper }) => {
    const product = await productInStock(3);
    await shopper.open(product.url);

    await shopper.click({ role: 'button', name: 'Zoom picture 1 of 3' });
    await shopper.see(ZOOM);
    await shopper.see({ text: '1 of 3', within: ZOOM });
    // The page behind stays where it is.
    await shopper.until('the page is locked', () => getComputedStyle(document.body).overflow === 'hidden');

    await shopper.press('ArrowRight');
    await shopper.see({ text: '2 of 3', within: ZOOM });
    const picture = await shopper.attributes({ role: 'img', within: ZOOM });
    expect(picture.src).toMatch(/-2\.svg$/);

    await shopper.press('Escape');
    await shopper.gone(ZOOM);
    // The gallery shows where the zoom ended, and the focus is on that picture.
    await shopper.until(
      'the focus is back on the main picture',
      () => document.activeElement?.getAttribute('aria-label') === 'Zoom picture 2 of 3',
    );
    await shopper.until(
      'the page scrolls again',
      () => getComputedStyle(document.body).overflow !== 'hidden',
    );
  },
);

test(
  'phone: the pictures swipe with dots, and open full screen by a tap',
  { tag: ['@phone'] },
  async ({ shopper }) => {
    const product = await productInStock(4);
    await shopper.open(product.url);

    await shopper.attributeIs(
      { role: 'button', name: 'Show picture 1 of 3', within: DOTS },
      'aria-current',
      'true',
    );
    await shopper.click({ role: 'button', name: 'Show picture 3 of 3', within: DOTS });
    // The strip scrolls there, and the dots follow what is in view.
    await shopper.attributeIs(
      { role: 'button', name: 'Show picture 3 of 3', within: DOTS },
      'aria-current',
      'true',
    );
    await shopper.attributeIs(
      { role: 'button', name: 'Show picture 1 of 3', within: DOTS },
      'aria-current',
      null,
    );

    await shopper.click({ role: 'button', name: 'Zoom picture 3 of 3' });
    await shopper.see({ text: '3 of 3', within: ZOOM });
    await shopper.click({ role: 'button', name: 'Next picture', within: ZOOM });
    await shopper.see({ text: '1 of 3', within: ZOOM });
    await shopper.click({ role: 'button', name: 'Close the pictures', within: ZOOM });
    await shopper.gone(ZOOM);
    await shopper.attributeIs(
      { role: 'button', name: 'Show picture 1 of 3', within: DOTS },
      'aria-current',
      'true',
    );
    // Safari focuses no button on a tap: the gallery gives the focus to the picture itself.
    await shopper.until(
      'the focus is on the picture shown',
      () => document.activeElement?.getAttribute('aria-label') === 'Zoom picture 1 of 3',
    );
  },
);

test(
  'phone: once the main button has scrolled away, the bar at the bottom adds to the cart and steps aside for the cart',
  { tag: ['@phone'] },
  async ({ shopper }) => {
    const product = await productInStock(5);
    await shopper.open(product.url);
    await shopper.click({ css: 'label:has(input:not(:disabled))', within: { role: 'group', name: 'Size' } });
    // No bar while the main button is on screen.
    await shopper.gone(BAR);

    await shopper.run(() => {
      const main = document.querySelector('.product-info__add')!;
      window.scrollTo({ top: main.getBoundingClientRect().top + window.scrollY + 400, behavior: 'instant' });
    });
    const add = { role: 'button', name: 'Add to cart', within: BAR };
    await shopper.see(add);
    await shopper.see({ text: 'Size', within: BAR });

    await shopper.click(add);
    await shopper.see({ role: 'dialog', name: 'Cart' });
    await shopper.see({ role: 'button', name: 'Cart, 1 item' });
    await shopper.gone(BAR);

    // Back once the cart is closed.
    await shopper.click({
      role: 'button',
      name: 'Continue shopping',
      within: { role: 'dialog', name: 'Cart' },
    });
    await shopper.gone({ role: 'dialog', name: 'Cart' });
    await shopper.see(add);
  },
);
