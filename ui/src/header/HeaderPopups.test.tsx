import { describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMother } from '@fanshop/core/testing';
import { createTestShop, type TestShop } from '../testing/test-shop';
import { TOKENS } from '../di/tokens';
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
    const session = shop.container.get(TOKENS.SessionStore);
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
