import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMother } from '@fanshop/core/testing';
import { createTestShop, RETURNING_GUEST_COOKIE, type TestShop } from '../testing/test-shop';
import { clickLikeSafari, tapLikeSafari } from '../testing/safari-focus';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { answerWithApiTiles } from '../wishlist/testing/api-tiles';
import { Header } from './Header';

async function renderHeader(shop: TestShop = createTestShop()): Promise<TestShop> {
  await act(async () => {
    shop.render(
      <>
        <Header />
        <WishlistHeart product={{ id: 7, name: 'Home jersey' }} />
      </>,
    );
  });
  return shop;
}

function icon(name: RegExp): HTMLElement {
  return screen.getByRole('button', { name });
}

function popupOf(button: HTMLElement): HTMLElement {
  return document.getElementById(button.getAttribute('aria-controls')!)!;
}

async function hover(button: HTMLElement) {
  await userEvent.hover(button.closest('.header-icon')!);
}

async function unhover(button: HTMLElement) {
  await userEvent.unhover(button.closest('.header-icon')!);
}

describe('header icon popups', () => {
  it('hovering opens a popup; it closes 300 ms after the pointer left, unless the pointer comes back', async () => {
    const shop = await renderHeader();
    const cart = icon(/^Cart/);

    await hover(cart);
    expect(cart).toHaveAttribute('aria-expanded', 'true');
    expect(popupOf(cart).hidden).toBe(false);

    await unhover(cart);
    act(() => shop.fakes.scheduler.advance(299));
    expect(popupOf(cart).hidden).toBe(false);
    await hover(cart);
    act(() => shop.fakes.scheduler.advance(1000));
    expect(popupOf(cart).hidden).toBe(false);

    await unhover(cart);
    act(() => shop.fakes.scheduler.advance(300));
    expect(cart).toHaveAttribute('aria-expanded', 'false');
    expect(popupOf(cart).hidden).toBe(true);
  });

  it('opening one popup closes the others at once', async () => {
    await renderHeader();
    const cart = icon(/^Cart/);
    const account = icon(/^Account/);

    await hover(cart);
    await hover(account);

    expect(cart).toHaveAttribute('aria-expanded', 'false');
    expect(account).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(icon(/^Wishlist, /));
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(icon(/^Wishlist, /)).toHaveAttribute('aria-expanded', 'true');
  });

  it('a click opens it as a dialog with the focus inside; Escape closes it and returns the focus', async () => {
    await renderHeader();
    const account = icon(/^Account/);
    account.focus();

    await userEvent.click(account);

    const dialog = screen.getByRole('dialog', { name: 'My account' });
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.activeElement?.textContent).toBe('Log in');

    await userEvent.keyboard('{Escape}');
    expect(account).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(account);
  });

  it('after a product went onto the wishlist, the wishlist popup opens and closes itself after 6 s', async () => {
    const shop = createTestShop();
    answerWithApiTiles(shop.fakes.wishlist, { 7: 'Home jersey' });
    await renderHeader(shop);
    const wishlist = icon(/^Wishlist, /);
    expect(wishlist).toHaveAttribute('aria-label', 'Wishlist, 0 products');

    await userEvent.click(screen.getByRole('button', { name: 'Wishlist: Home jersey' }));

    expect(wishlist).toHaveAttribute('aria-expanded', 'true');
    expect(wishlist).toHaveAttribute('aria-label', 'Wishlist, 1 product');
    expect(within(popupOf(wishlist)).getByText('Home jersey')).toBeInTheDocument();
    act(() => shop.fakes.scheduler.advance(5999));
    expect(wishlist).toHaveAttribute('aria-expanded', 'true');
    act(() => shop.fakes.scheduler.advance(1));
    expect(wishlist).toHaveAttribute('aria-expanded', 'false');
  });

  it('a first-time guest, who has no cart yet, opens the cart and reads that it is empty, not that it loads', async () => {
    await renderHeader();
    await userEvent.click(icon(/^Cart/));
    const dialog = screen.getByRole('dialog', { name: /^Cart/ });
    expect(within(dialog).getByText('Your cart is empty.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Loading…')).toBeNull();
  });

  it('the account popup offers login and registration to guests', async () => {
    await renderHeader();
    await userEvent.click(icon(/^Account/));
    const dialog = screen.getByRole('dialog', { name: 'My account' });
    expect(within(dialog).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login/');
    expect(within(dialog).getByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register/',
    );
  });

  it('the account popup greets a customer, links the account pages and logs out', async () => {
    const shop = createTestShop();
    const session = shop.services.session;
    session.hydrate({
      loggedIn: true,
      account: AccountMother.customer({ firstName: 'Anna' }),
      priceType: 'vk',
    });
    await renderHeader(shop);

    await userEvent.click(icon(/^Account of Anna/));
    const dialog = screen.getByRole('dialog', { name: 'My account' });
    expect(within(dialog).getByRole('heading', { name: 'Hello, Anna!' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'My orders' })).toHaveAttribute(
      'href',
      '/my-account/orders/',
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Log out' }));

    expect(session.loggedIn).toBe(false);
    expect(shop.fakes.navigator.visits).toContain('home');
    expect(icon(/^Account/)).toHaveAttribute('aria-label', 'Account: log in or register');
  });
});

describe('given the cart popup with a line in the cart', () => {
  const REMOVE = 'Remove Austria Home Jersey 2026, size M';

  /** The line links its product, as the API's lines do: the link is what takes the focus first. */
  async function headerWithCart(): Promise<TestShop> {
    const shop = createTestShop({ cookieHeader: RETURNING_GUEST_COOKIE });
    shop.fakes.cart.seed('cart-guest-1', [{ option: 101, quantity: 1 }]);
    const get = shop.fakes.cart.get.bind(shop.fakes.cart);
    shop.fakes.cart.get = async () => {
      const answer = await get();
      return {
        ...answer,
        products: answer.products.map((line) => ({ ...line, url: '/p/austria-home-jersey-2026-101/' })),
      };
    };
    await shop.services.cart.load();
    return renderHeader(shop);
  }

  it('when the cart was opened by a click, then a press outside it closes it', async () => {
    await headerWithCart();
    const cart = icon(/^Cart/);
    await userEvent.click(cart);

    await userEvent.click(document.body);

    expect(cart).toHaveAttribute('aria-expanded', 'false');
  });

  it('when the cart was opened by hovering and the keyboard tabs out of it, then it closes', async () => {
    await headerWithCart();
    const cart = icon(/^Cart/);
    await hover(cart);
    within(popupOf(cart)).getByRole('button', { name: 'Continue shopping' }).focus();

    await userEvent.tab();

    expect(document.activeElement).toBe(icon(/^Account/));
    expect(cart).toHaveAttribute('aria-expanded', 'false');
  });

  describe('in Safari, where a pressed button does not take the focus', () => {
    it('when Remove is clicked in the cart opened from its icon, then the line goes and the cart stays open', async () => {
      const shop = await headerWithCart();
      const cart = icon(/^Cart/);
      await clickLikeSafari(cart);
      const popup = screen.getByRole('dialog', { name: 'Cart' });
      expect(document.activeElement).toBe(
        within(popup).getByRole('link', { name: 'Austria Home Jersey 2026' }),
      );

      await clickLikeSafari(within(popup).getByRole('button', { name: REMOVE }));

      expect(cart).toHaveAttribute('aria-expanded', 'true');
      expect(within(popup).getByText('Austria Home Jersey 2026 will be removed.')).toBeInTheDocument();
      await act(() => shop.fakes.scheduler.advanceAsync(2000));
      expect(shop.fakes.cart.callsOf('remove')).toEqual(['remove line-101']);
      expect(cart).toHaveAttribute('aria-expanded', 'true');
    });

    it('on an iPhone, where the blur comes only after the finger is lifted, when Remove is tapped, then the line goes and the cart stays open', async () => {
      const shop = await headerWithCart();
      const cart = icon(/^Cart/);
      await tapLikeSafari(cart);
      const popup = screen.getByRole('dialog', { name: 'Cart' });

      await tapLikeSafari(within(popup).getByRole('button', { name: REMOVE }));

      expect(cart).toHaveAttribute('aria-expanded', 'true');
      await act(() => shop.fakes.scheduler.advanceAsync(2000));
      expect(shop.fakes.cart.callsOf('remove')).toEqual(['remove line-101']);
    });

    it('when Undo is clicked after Remove, then the line stays and so does the cart', async () => {
      const shop = await headerWithCart();
      const cart = icon(/^Cart/);
      await clickLikeSafari(cart);
      const popup = screen.getByRole('dialog', { name: 'Cart' });
      await clickLikeSafari(within(popup).getByRole('button', { name: REMOVE }));

      await clickLikeSafari(
        within(popup).getByRole('button', { name: 'Undo: keep Austria Home Jersey 2026' }),
      );

      await act(() => shop.fakes.scheduler.advanceAsync(2000));
      expect(shop.fakes.cart.callsOf('remove')).toEqual([]);
      expect(within(popup).getByRole('button', { name: REMOVE })).toBeInTheDocument();
      expect(cart).toHaveAttribute('aria-expanded', 'true');
    });

    it('when the cart icon is clicked again, then the cart closes', async () => {
      await headerWithCart();
      const cart = icon(/^Cart/);
      await clickLikeSafari(cart);

      await clickLikeSafari(cart);

      expect(cart).toHaveAttribute('aria-expanded', 'false');
    });

    it('when a button outside is clicked, then the cart closes', async () => {
      await headerWithCart();
      const cart = icon(/^Cart/);
      await clickLikeSafari(cart);

      await clickLikeSafari(screen.getByRole('button', { name: 'Open the menu' }));

      expect(cart).toHaveAttribute('aria-expanded', 'false');
    });
  });
});
