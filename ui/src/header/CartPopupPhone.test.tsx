import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestShop, RETURNING_GUEST_COOKIE } from '../testing/test-shop';
import { Header } from './Header';

async function headerWithCart() {
  const shop = createTestShop({ cookieHeader: RETURNING_GUEST_COOKIE });
  shop.fakes.cart.seed('cart-guest-1', [{ option: 101, quantity: 1 }]);
  await shop.services.cart.load();
  await act(async () => {
    shop.render(<Header />);
  });
  return shop;
}

describe('given the cart popup with a product in the cart', () => {
  it('when it opens, then the page behind it is dimmed and a tap there closes it', async () => {
    await headerWithCart();
    await userEvent.click(screen.getByRole('button', { name: /^Cart, 1 item/ }));
    const popup = screen.getByRole('dialog', { name: 'Cart' });
    expect(popup).toBeVisible();
    const backdrop = document.querySelector('.header-popup-backdrop');
    expect(backdrop).toBeInTheDocument();

    await userEvent.click(backdrop as Element);
    expect(screen.queryByRole('dialog', { name: 'Cart' })).not.toBeInTheDocument();
    expect(document.querySelector('.header-popup-backdrop')).not.toBeInTheDocument();
  });

  it('when the shopper chooses to continue shopping, then it closes and the focus goes back to the cart icon', async () => {
    await headerWithCart();
    const icon = screen.getByRole('button', { name: /^Cart, 1 item/ });
    await userEvent.click(icon);
    const popup = screen.getByRole('dialog', { name: 'Cart' });

    await userEvent.click(within(popup).getByRole('button', { name: 'Continue shopping' }));

    expect(screen.queryByRole('dialog', { name: 'Cart' })).not.toBeInTheDocument();
    expect(icon).toHaveAttribute('aria-expanded', 'false');
    expect(icon).toHaveFocus();
  });

  it('when a mouse only passes over the cart icon, then the popup peeks without dimming the page', async () => {
    await headerWithCart();
    await userEvent.hover(screen.getByRole('button', { name: /^Cart, 1 item/ }));
    expect(screen.getByRole('dialog', { name: 'Cart' })).toBeVisible();
    expect(document.querySelector('.header-popup-backdrop')).not.toBeInTheDocument();
  });

  it('when it is open, then its backdrop lies outside the header, so the header stays usable', async () => {
    await headerWithCart();
    await userEvent.click(screen.getByRole('button', { name: /^Cart, 1 item/ }));
    const backdrop = document.querySelector('.header-popup-backdrop');
    expect(backdrop?.parentElement).toBe(document.body);
  });
});
