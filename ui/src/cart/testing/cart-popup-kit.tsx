import { act, screen } from '@testing-library/react';
import { createTestShop, RETURNING_GUEST_COOKIE, type TestShop } from '../../testing/test-shop';
import { HeaderNotices } from '../../header/HeaderNotices';
import { CartPopup } from '../CartPopup';

/**
 * A returning guest's cart with these lines, loaded, and the cart popup shown with the header's live
 * regions (where the cart's notices are announced). `stock` sets every line's stock (the fake's own 5
 * when not given).
 */
export async function cartWith(
  lines: { option: number; quantity: number }[],
  {
    shop = createTestShop({ cookieHeader: RETURNING_GUEST_COOKIE }),
    stock,
  }: { shop?: TestShop; stock?: number } = {},
): Promise<TestShop> {
  shop.fakes.cart.seed('cart-guest-1', lines);
  if (stock !== undefined) for (const line of lines) shop.fakes.cart.stock.set(line.option, stock);
  await shop.services.cart.load();
  await act(async () => {
    shop.render(
      <>
        <CartPopup onFollow={() => undefined} />
        <HeaderNotices />
      </>,
    );
  });
  return shop;
}

/** Everything the page's live regions say now. */
export function announced(): string {
  return screen
    .getAllByRole('status')
    .map((region) => region.textContent)
    .join(' ');
}
