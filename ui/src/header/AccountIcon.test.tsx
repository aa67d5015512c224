import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { AccountMother } from '@fanshop/core/testing';
import { createTestShop, type TestShop } from '../testing/test-shop';
import { Header } from './Header';

async function renderHeader(shop: TestShop): Promise<void> {
  await act(async () => {
    shop.render(<Header />);
  });
}

describe("the header's account icon", () => {
  it('shows a customer that they are logged in: filled, with a tick, and named after them', async () => {
    const shop = createTestShop();
    shop.services.session.hydrate({
      loggedIn: true,
      account: AccountMother.customer({ firstName: 'Anna' }),
      priceType: 'vk',
    });
    await renderHeader(shop);

    const button = screen.getByRole('button', { name: /^Account of Anna/ });
    expect(button.querySelector('.icon__signed-in')).not.toBeNull();
    expect(button.querySelectorAll('.icon__fill')).toHaveLength(2);
  });

  it('is a plain outline for a guest', async () => {
    await renderHeader(createTestShop());

    const button = screen.getByRole('button', { name: /^(My account|Account|Log in)/ });
    expect(button.querySelector('.icon__signed-in')).toBeNull();
    expect(button.querySelector('.icon__fill')).toBeNull();
  });
});
