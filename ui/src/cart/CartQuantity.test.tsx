import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { serverError } from '@fanshop/core/testing';
import { createTestShop, RETURNING_GUEST_COOKIE } from '../testing/test-shop';
import { CartPopup } from './CartPopup';
import { announced, cartWith } from './testing/cart-popup-kit';

const JERSEY = 'Austria Home Jersey 2026';

function stepper(): HTMLElement {
  return screen.getByRole('group', { name: `Quantity of ${JERSEY}, size M` });
}

describe('the quantity of a line in the cart popup', () => {
  it('given one more, then the line grows through one add and it is announced', async () => {
    const shop = await cartWith([{ option: 101, quantity: 2 }]);

    await userEvent.click(within(stepper()).getByRole('button', { name: 'One more' }));

    expect(shop.fakes.cart.calls.at(-1)).toBe('add 101 x1');
    expect(stepper().textContent).toContain('3 in the cart');
    expect(screen.getByText('3 items')).toBeInTheDocument();
    expect(announced()).toContain(`${JERSEY}: now 3 in your cart.`);
  });

  it('given one fewer, then the line is removed and added again with one piece less, in its place', async () => {
    const shop = await cartWith([
      { option: 101, quantity: 3 },
      { option: 102, quantity: 1 },
    ]);

    const [first] = screen.getAllByRole('listitem');
    await userEvent.click(within(first!).getByRole('button', { name: 'One fewer' }));

    expect(shop.fakes.cart.calls.slice(-2)).toEqual(['remove line-101', 'add 101 x2']);
    // The line stays first although the API lists it last now.
    const [firstAfter, secondAfter] = screen.getAllByRole('listitem');
    expect(firstAfter!.textContent).toContain('2 in the cart');
    expect(secondAfter!.textContent).toContain('1 in the cart');
  });

  it('stops at one and at the stock: the buttons say so and send nothing', async () => {
    const shop = await cartWith([{ option: 101, quantity: 1 }], { stock: 1 });
    const calls = shop.fakes.cart.calls.length;

    const fewer = within(stepper()).getByRole('button', { name: 'One fewer' });
    const more = within(stepper()).getByRole('button', { name: 'One more' });
    expect(fewer).toHaveAttribute('aria-disabled', 'true');
    expect(more).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(fewer);
    await userEvent.click(more);

    expect(shop.fakes.cart.calls).toHaveLength(calls);
  });

  it('given the change fails, then the cart stays as it was and the shopper is told', async () => {
    const shop = await cartWith([{ option: 101, quantity: 3 }]);
    shop.fakes.cart.failNext('add', serverError(503));

    await userEvent.click(within(stepper()).getByRole('button', { name: 'One fewer' }));

    expect(shop.fakes.cart.linesOf('cart-guest-1')).toEqual([{ option: 101, quantity: 3 }]);
    expect(stepper().textContent).toContain('3 in the cart');
    expect(announced()).toContain(`The quantity of ${JERSEY} could not be changed. Your cart is as it was.`);
  });
});

describe('the popup’s totals and ways on', () => {
  it('says Free for a free delivery', async () => {
    const shop = createTestShop({ cookieHeader: RETURNING_GUEST_COOKIE });
    shop.fakes.cart.deliveryPrice = 0;
    shop.fakes.cart.seed('cart-guest-1', [{ option: 101, quantity: 1 }]);
    await shop.services.cart.load();
    await act(async () => {
      shop.render(<CartPopup onFollow={() => undefined} />);
    });

    expect(screen.getByText('Delivery').nextElementSibling?.textContent).toBe('Free');
  });
});
