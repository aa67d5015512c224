import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverError } from '@fanshop/core/testing';
import { createTestShop, type TestShop, RETURNING_GUEST_COOKIE } from '../testing/test-shop';
import { CartPopup } from './CartPopup';
import { announced, cartWith } from './testing/cart-popup-kit';

const JERSEY = 'Austria Home Jersey 2026';

function lines(): HTMLElement[] {
  return screen.queryAllByRole('listitem');
}

async function advance(shop: TestShop, ms: number) {
  await act(() => shop.fakes.scheduler.advanceAsync(ms));
}

describe('CartPopup', () => {
  it('shows each line with brand, name, size, quantity and price, the API totals and the checkout link', async () => {
    await cartWith([{ option: 101, quantity: 2 }]);

    const [line] = lines();
    expect(line!.textContent).toContain('Puma');
    expect(line!.textContent).toContain(JERSEY);
    expect(line!.textContent).toContain('Size M');
    expect(within(line!).getByRole('group', { name: `Quantity of ${JERSEY}, size M` }).textContent).toContain(
      '2 in the cart',
    );
    expect(line!.textContent).toContain('€89.99');
    expect(screen.getByText('2 items')).toBeInTheDocument();
    expect(screen.getByText('Total').nextElementSibling?.textContent).toBe('€179.98');
    expect(screen.getByText('Delivery').nextElementSibling?.textContent).toBe('€0.00');
    // The checkout host is another site: a full page load (a plain link); guests start at its cart.
    expect(screen.getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
      'href',
      'http://checkout.test/',
    );
  });

  it('shows the picture and links the name to the product when the API sends them', async () => {
    const shop = createTestShop({ cookieHeader: RETURNING_GUEST_COOKIE });
    const get = shop.fakes.cart.get.bind(shop.fakes.cart);
    shop.fakes.cart.get = async () => {
      const cart = await get();
      return {
        ...cart,
        products: cart.products.map((line) => ({
          ...line,
          url: '/p/austria-home-jersey-2026-101/',
          image: 'http://api.test/images/products/101.svg',
        })),
      };
    };
    await cartWith([{ option: 101, quantity: 1 }], { shop });
    const [line] = lines();
    expect(line!.querySelector('img')).toHaveAttribute('src', 'http://api.test/images/products/101.svg');
    expect(within(line!).getByRole('link', { name: JERSEY })).toHaveAttribute(
      'href',
      '/p/austria-home-jersey-2026-101/',
    );
  });

  it('marks a line that is no longer available', async () => {
    const shop = createTestShop({ cookieHeader: RETURNING_GUEST_COOKIE });
    shop.fakes.cart.stock.set(102, 0);
    await cartWith(
      [
        { option: 101, quantity: 1 },
        { option: 102, quantity: 1 },
      ],
      { shop },
    );
    const [available, gone] = lines();
    expect(available!.textContent).not.toContain('No longer available');
    expect(gone!.textContent).toContain('No longer available');
    expect(screen.getByText(/Some items are no longer available/)).toBeInTheDocument();
  });

  it('removes a line only after 2 seconds, announcing it with an undo meanwhile', async () => {
    const shop = await cartWith([{ option: 101, quantity: 1 }]);

    await userEvent.click(screen.getByRole('button', { name: `Remove ${JERSEY}, size M` }));

    expect(screen.getByText(`${JERSEY} will be removed.`)).toBeInTheDocument();
    const undo = screen.getByRole('button', { name: `Undo: keep ${JERSEY}` });
    expect(document.activeElement).toBe(undo);
    expect(announced()).toContain(`${JERSEY} will be removed in 2 seconds. Press Undo to keep it.`);
    await advance(shop, 1999);
    expect(shop.fakes.cart.callsOf('remove')).toEqual([]);

    await advance(shop, 1);

    expect(shop.fakes.cart.callsOf('remove')).toEqual(['remove line-101']);
    expect(lines()).toEqual([]);
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(announced()).toContain(`${JERSEY} was removed from your cart.`);
    expect(shop.fakes.analytics.named('remove_from_cart')).toEqual([
      expect.objectContaining({
        value: 89.99,
        items: [expect.objectContaining({ name: JERSEY, quantity: 1 })],
      }),
    ]);
  });

  it('undo within the 2 seconds keeps the line and sends nothing', async () => {
    const shop = await cartWith([{ option: 101, quantity: 1 }]);
    await userEvent.click(screen.getByRole('button', { name: `Remove ${JERSEY}, size M` }));
    await advance(shop, 1500);

    await userEvent.click(screen.getByRole('button', { name: `Undo: keep ${JERSEY}` }));
    await advance(shop, 5000);

    expect(shop.fakes.cart.callsOf('remove')).toEqual([]);
    expect(lines()).toHaveLength(1);
    const remove = screen.getByRole('button', { name: `Remove ${JERSEY}, size M` });
    expect(document.activeElement).toBe(remove);
    expect(announced()).toContain(`${JERSEY} stays in your cart.`);
  });

  it('a removal still waiting when the shopper goes to the checkout is sent first, then the checkout opens without the line', async () => {
    const shop = await cartWith([{ option: 101, quantity: 1 }]);
    await userEvent.click(screen.getByRole('button', { name: `Remove ${JERSEY}, size M` }));
    await advance(shop, 500);

    await userEvent.click(screen.getByRole('link', { name: 'Go to checkout' }));
    await act(async () => undefined);

    expect(shop.fakes.cart.callsOf('remove')).toEqual(['remove line-101 (keepalive)']);
    expect(shop.fakes.navigator.visits).toEqual(['http://checkout.test/']);
    await advance(shop, 5000);
    expect(shop.fakes.cart.callsOf('remove')).toHaveLength(1);
  });

  it('with no removal waiting, the checkout link is followed as it is', async () => {
    const shop = await cartWith([{ option: 101, quantity: 1 }]);
    const link = screen.getByRole('link', { name: 'Go to checkout' });
    const followed = link.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }),
    );

    expect(followed).toBe(true);
    expect(shop.fakes.navigator.visits).toEqual([]);
    expect(shop.fakes.cart.callsOf('remove')).toEqual([]);
  });

  it('one removal at a time: a second one while the first waits is refused and said so', async () => {
    const shop = await cartWith([
      { option: 101, quantity: 1 },
      { option: 102, quantity: 1 },
    ]);
    const [first, second] = lines();
    await userEvent.click(within(first!).getByRole('button', { name: /^Remove/ }));

    await userEvent.click(within(second!).getByRole('button', { name: /^Remove/ }));

    expect(
      screen.getByText(`Please wait until the last removal is done, then remove ${JERSEY}.`),
    ).toBeInTheDocument();
    await advance(shop, 2000);
    expect(shop.fakes.cart.callsOf('remove')).toEqual(['remove line-101']);
    expect(lines()).toHaveLength(1);
  });

  it('a failed removal keeps the line and says so', async () => {
    const shop = await cartWith([{ option: 101, quantity: 1 }]);
    shop.fakes.cart.failNext('remove', serverError(503));
    await userEvent.click(screen.getByRole('button', { name: `Remove ${JERSEY}, size M` }));

    await advance(shop, 2000);

    expect(lines()).toHaveLength(1);
    expect(screen.getByRole('button', { name: `Remove ${JERSEY}, size M` })).toBeInTheDocument();
    expect(screen.getByText(`${JERSEY} could not be removed. Please try again.`)).toBeInTheDocument();
  });

  it('given an empty cart, then it says so with a way back to the shop', async () => {
    await cartWith([]);
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Go to checkout' })).not.toBeInTheDocument();
  });

  it('given the cart failed to load, then it offers to try again', async () => {
    const shop = createTestShop({ cookieHeader: RETURNING_GUEST_COOKIE });
    shop.fakes.cart.failNext('get');
    await shop.services.cart.load();
    await act(async () => {
      shop.render(<CartPopup onFollow={() => undefined} />);
    });
    expect(screen.getByRole('alert').textContent).toBe('Your cart could not be loaded.');

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));

    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
  });
});
