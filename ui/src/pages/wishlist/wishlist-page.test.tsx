import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoute, type RouteMatch } from '@fanshop/core/navigation';
import { ProductMother } from '@fanshop/core/testing';
import { createTestShop, type TestShop, RETURNING_GUEST_COOKIE } from '../../testing/test-shop';
import { answerWithApiTiles } from '../../wishlist/testing/api-tiles';
import WishlistPage, { head } from './wishlist-page';

function wishlistRoute(): RouteMatch {
  const matched = matchRoute('/wishlist/');
  if (matched.kind !== 'route') throw new Error('no wishlist route');
  return matched;
}

async function wishlistPage(
  ids: number[],
  shop: TestShop = createTestShop({ cookieHeader: RETURNING_GUEST_COOKIE }),
): Promise<TestShop> {
  shop.fakes.wishlist.seed('wl-guest-1', ids);
  answerWithApiTiles(shop.fakes.wishlist, { 7: 'Home jersey', 8: 'Fan scarf' });
  await shop.services.wishlist.start();
  await act(async () => {
    shop.render(<WishlistPage match={wishlistRoute()} />, '/wishlist/');
  });
  return shop;
}

function card(name: string): HTMLElement {
  return screen.getByRole('link', { name: new RegExp(`${name}$`) }).closest('li')!;
}

describe('wishlist page', () => {
  it('on a first visit (no token, no request id) shows the empty list at once, without asking the API', async () => {
    const shop = createTestShop();
    await shop.services.wishlist.start();
    await shop.services.cart.load();
    await act(async () => {
      shop.render(<WishlistPage match={wishlistRoute()} />, '/wishlist/');
    });
    expect(screen.queryByText('Loading your wishlist…')).not.toBeInTheDocument();
    expect(shop.services.wishlist.status).toBe('ready');
    expect(shop.services.cart.status).toBe('ready');
    expect(shop.fakes.wishlist.calls).toEqual([]);
    expect(shop.fakes.cart.calls).toEqual([]);
  });

  it('shows the saved products as tiles, for a guest too', async () => {
    await wishlistPage([7, 8]);
    expect(screen.getByRole('heading', { level: 1, name: 'Wishlist' })).toBeInTheDocument();
    expect(screen.getByText('2 products')).toBeInTheDocument();
    const jersey = card('Home jersey');
    expect(
      within(jersey)
        .getByRole('link', { name: /Home jersey$/ })
        .getAttribute('href'),
    ).toBe('/p/product-7/');
    expect(
      within(jersey).getByRole('button', { name: 'Wishlist: Home jersey' }).getAttribute('aria-pressed'),
    ).toBe('true');
    expect(within(jersey).getByText('€49.95')).toBeInTheDocument();
  });

  it('removes a product', async () => {
    const shop = await wishlistPage([7, 8]);
    await userEvent.click(screen.getByRole('button', { name: 'Remove Home jersey from the wishlist' }));
    expect(screen.queryByRole('link', { name: /Home jersey$/ })).not.toBeInTheDocument();
    expect(screen.getByText('1 product')).toBeInTheDocument();
    expect(shop.fakes.wishlist.idsOf('wl-guest-1')).toEqual([8]);
  });

  it('puts a product into the cart in a size the shopper picks from the sizes in stock', async () => {
    const shop = createTestShop({ cookieHeader: RETURNING_GUEST_COOKIE });
    shop.fakes.product.with(ProductMother.jerseyDetail({ id: 7, name: 'Home jersey', url: '/p/product-7/' }));
    await wishlistPage([7], shop);

    await userEvent.click(screen.getByRole('button', { name: 'Add Home jersey to the cart' }));

    expect(shop.fakes.product.requests).toEqual([
      { path: '/p/product-7/', language: 'en-US', priceType: 'vk' },
    ]);
    const sizes = within(screen.getByRole('group', { name: 'Choose a size' })).getAllByRole('radio');
    expect(
      sizes.map((size) => [size.getAttribute('aria-label'), (size as HTMLInputElement).disabled]),
    ).toEqual([
      ['S', false],
      ['M, sold out', true],
      ['L', false],
    ]);
    expect(screen.getByRole('button', { name: 'Choose a size' })).toBeDisabled();

    await userEvent.click(screen.getByRole('radio', { name: 'L' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add size L of Home jersey to the cart' }));

    expect(shop.fakes.cart.addRequests).toEqual([{ productOption: 1233, amount: 1 }]);
    expect(screen.getByText('Size L is in your cart.')).toBeInTheDocument();
    expect(shop.services.cart.itemCount).toBe(1);
    expect(shop.fakes.analytics.named('add_to_cart')).toEqual([
      expect.objectContaining({
        items: [expect.objectContaining({ id: '7', name: 'Home jersey', quantity: 1 })],
      }),
    ]);
  });

  it('says so when the size could not be added', async () => {
    const shop = createTestShop({ cookieHeader: RETURNING_GUEST_COOKIE });
    shop.fakes.product.with(ProductMother.jerseyDetail({ id: 7, name: 'Home jersey', url: '/p/product-7/' }));
    shop.fakes.cart.failNext('add', {
      status: 422,
      data: { errors: { productOption: 'out of stock' }, codes: { productOption: 'out-of-stock' } },
    });
    await wishlistPage([7], shop);
    await userEvent.click(screen.getByRole('button', { name: 'Add Home jersey to the cart' }));
    await userEvent.click(screen.getByRole('radio', { name: 'S' }));

    await userEvent.click(screen.getByRole('button', { name: 'Add size S of Home jersey to the cart' }));

    expect(screen.getByText('Sorry, this size has just sold out.')).toBeInTheDocument();
  });

  it('given nothing is saved, then it says how the wishlist works', async () => {
    await wishlistPage([]);
    expect(screen.getByRole('heading', { name: 'Your wishlist is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/');
  });

  it('before the list arrived (the server render), it shows it is loading, not that it is empty', async () => {
    const shop = createTestShop({ cookieHeader: RETURNING_GUEST_COOKIE });
    await act(async () => {
      shop.render(<WishlistPage match={wishlistRoute()} />, '/wishlist/');
    });
    expect(screen.getByRole('status').textContent).toBe('Loading your wishlist…');
    expect(screen.queryByRole('heading', { name: 'Your wishlist is empty' })).not.toBeInTheDocument();
  });

  it('is not indexed by search engines', () => {
    const shop = createTestShop({ cookieHeader: RETURNING_GUEST_COOKIE });
    const t = (key: string) => shop.locale.i18n.t(key);
    const pageHead = head({ services: shop.services, match: wishlistRoute() }, t);
    expect(pageHead).toMatchObject({ title: 'Your wishlist – Rot-Weiß-Rot Fan Shop', noindex: true });
  });
});
