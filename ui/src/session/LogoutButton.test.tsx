import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailureMother, CredentialsMother } from '@fanshop/core/testing';
import { createTestShop, type TestShop } from '../testing/test-shop';
import { CUSTOMER, signIn } from './testing/session-kit';
import { LogoutButton } from './LogoutButton';

/** A customer with a cart and a wishlist on screen, and merge ids left from guest times. */
async function customerWithCartAndWishlist(): Promise<TestShop> {
  const shop = createTestShop();
  shop.fakes.cart.login(CUSTOMER.uuid);
  shop.fakes.cart.seed(CUSTOMER.uuid, [{ option: 1011, quantity: 1 }]);
  shop.fakes.wishlist.login(CUSTOMER.uuid);
  shop.fakes.wishlist.seed(CUSTOMER.uuid, [101]);
  await signIn(shop);
  await shop.services.cart.load();
  await shop.services.wishlist.start();
  shop.services.shop.identity.cartMergeIds.set('cart-guest-old');
  shop.services.shop.identity.wishlistMergeIds.set('wl-guest-old');
  return shop;
}

function expectGuestAtHome(shop: TestShop) {
  const session = shop.services.session;
  expect(session.loggedIn).toBe(false);
  expect(session.account).toBeNull();
  expect(session.priceType).toBe('vk');
  const credentials = shop.services.shop.identity.credentials;
  expect(credentials.getToken()).toBeUndefined();
  expect(credentials.getRequestId()).toBeUndefined();
  expect(credentials.getUserHash()).toBeUndefined();
  expect(shop.services.cart.itemCount).toBe(0);
  expect(shop.services.wishlist.count).toBe(0);
  expect(shop.services.shop.identity.cartMergeIds.get()).toBeNull();
  expect(shop.services.shop.identity.wishlistMergeIds.get()).toBeNull();
  expect(shop.fakes.navigator.visits).toEqual(['home']);
}

describe('LogoutButton', () => {
  it('when clicked, then the token is revoked, credentials, cart, wishlist and merge ids are cleared, and the shop goes home', async () => {
    const shop = await customerWithCartAndWishlist();
    expect(shop.services.cart.itemCount).toBe(1);
    expect(shop.services.wishlist.count).toBe(1);
    shop.render(<LogoutButton />);

    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));

    expect(shop.fakes.auth.logouts).toBe(1);
    expectGuestAtHome(shop);
  });

  it('given the logout call fails, then the session still ends', async () => {
    const shop = await customerWithCartAndWishlist();
    shop.fakes.auth.logoutBehaviour = { outcome: 'fail' };
    shop.render(<LogoutButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
    expectGuestAtHome(shop);
  });

  it('in German, it says Abmelden', async () => {
    const shop = createTestShop({ language: 'de-AT' });
    shop.render(<LogoutButton />, '/de/');
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeInTheDocument();
  });
});

describe('the invalid-token policy (spec section 8)', () => {
  it('given a 403 invalid token, then the customer is logged out everywhere on screen and goes home', async () => {
    const shop = await customerWithCartAndWishlist();
    const forced = await shop.services.shop.session.handleInvalidToken.execute({
      type: 'response-error',
      error: ApiFailureMother.invalidToken(),
    });
    expect(forced).toBe(true);
    expectGuestAtHome(shop);
  });

  it('given a guest request id and no token on a call that needs one, then the same happens', async () => {
    const shop = createTestShop();
    await shop.services.shop.session.handleInvalidToken.execute({
      type: 'token-required',
      credentials: CredentialsMother.guest(),
    });
    expect(shop.fakes.navigator.visits).toEqual(['home']);
  });

  it('given any other failure, then nothing happens', async () => {
    const shop = await customerWithCartAndWishlist();
    const forced = await shop.services.shop.session.handleInvalidToken.execute({
      type: 'response-error',
      error: ApiFailureMother.serverError(),
    });
    expect(forced).toBe(false);
    expect(shop.services.session.loggedIn).toBe(true);
    expect(shop.fakes.navigator.visits).toEqual([]);
  });
});
