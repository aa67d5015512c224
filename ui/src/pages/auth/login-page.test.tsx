import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailureMother } from '@fanshop/core/testing';
import { createTestShop, type TestShop } from '../../testing/test-shop';
import { CUSTOMER, showPage, signIn } from '../../session/testing/session-kit';
import * as loginPage from './login-page';

async function type(label: string | RegExp, value: string) {
  await userEvent.clear(screen.getByLabelText(label));
  await userEvent.type(screen.getByLabelText(label), value);
}

function submitButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Log in' }) as HTMLButtonElement;
}

async function fillAndSubmit(email = 'marko@example.at', password = 'Fanshop2026!') {
  await type('Email address', email);
  await type('Password', password);
  await userEvent.click(submitButton());
}

describe('LoginPage', () => {
  it('given empty fields, when submitted, then each says it is required and nothing is sent', async () => {
    const shop = createTestShop();
    await showPage(shop, loginPage, '/login/');

    await userEvent.click(submitButton());

    expect(screen.getAllByText('Please fill in this field.')).toHaveLength(2);
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(document.activeElement).toBe(screen.getByLabelText('Email address'));
    expect(shop.fakes.auth.logins).toHaveLength(0);
  });

  it('given wrong credentials, then the server message shows at the password field and what was typed stays', async () => {
    const shop = createTestShop();
    shop.fakes.auth.failure = ApiFailureMother.validation(
      { email: 'invalid credentials' },
      { email: 'invalid-credentials' },
    );
    await showPage(shop, loginPage, '/login/');

    await fillAndSubmit('marko@example.at', 'wrong-password');

    expect(screen.getByText('The email address or password is not correct.')).toBeInTheDocument();
    // The password is what the shopper types again: it carries the mark, the address does not.
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email address')).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('The email address or password is not correct.'),
    );
    expect(screen.getByLabelText('Email address')).toHaveValue('marko@example.at');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong-password');
    expect(shop.services.session.loggedIn).toBe(false);
    expect(shop.fakes.navigator.visits).toEqual([]);

    // Typing the password again clears the server's message.
    await type('Password', 'another-password');
    expect(screen.queryByText('The email address or password is not correct.')).not.toBeInTheDocument();
  });

  it('given a guest cart and wishlist, when logging in, then both are merged and the shopper goes to the account', async () => {
    const shop = createTestShop();
    shop.fakes.cart.seed('cart-guest-1', [{ option: 1011, quantity: 2 }]);
    shop.services.shop.identity.cartMergeIds.set('cart-guest-1');
    shop.fakes.wishlist.seed('wl-guest-1', [101]);
    shop.services.shop.identity.wishlistMergeIds.set('wl-guest-1');
    shop.fakes.cart.login(CUSTOMER.uuid);
    shop.fakes.wishlist.login(CUSTOMER.uuid);
    await showPage(shop, loginPage, '/login/');

    await fillAndSubmit();

    expect(shop.fakes.auth.logins).toEqual([{ email: 'marko@example.at', password: 'Fanshop2026!' }]);
    expect(shop.fakes.cart.callsOf('merge')).toEqual(['merge cart-guest-1']);
    expect(shop.fakes.cart.linesOf(CUSTOMER.uuid)).toEqual([{ option: 1011, quantity: 2 }]);
    expect(shop.fakes.wishlist.idsOf(CUSTOMER.uuid)).toEqual([101]);
    expect(shop.services.shop.identity.cartMergeIds.get()).toBeNull();
    const session = shop.services.session;
    expect(session.loggedIn).toBe(true);
    expect(session.firstName).toBe('Marko');
    expect(shop.fakes.navigator.visits).toEqual(['/my-account/']);
  });

  it('given a redirect to an in-app page, then the shopper goes back there; an outside address is ignored', async () => {
    const back = createTestShop();
    await showPage(back, loginPage, '/login/?redirect=%2Fwishlist%2F');
    await fillAndSubmit();
    expect(back.fakes.navigator.visits).toEqual(['/wishlist/']);
  });

  it('given a redirect to another site, then the shopper goes to the account instead', async () => {
    const shop = createTestShop();
    await showPage(shop, loginPage, '/login/?redirect=%2F%2Fevil.example%2F');
    await fillAndSubmit();
    expect(shop.fakes.navigator.visits).toEqual(['/my-account/']);
  });

  it('given a failing login, then the cart merge id is forgotten and nothing is merged', async () => {
    const shop = createTestShop();
    shop.services.shop.identity.cartMergeIds.set('cart-guest-1');
    shop.fakes.auth.failure = ApiFailureMother.serverError();
    await showPage(shop, loginPage, '/login/');

    await fillAndSubmit();

    expect(screen.getByRole('alert')).toHaveTextContent('That did not work. Please try again.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(shop.services.shop.identity.cartMergeIds.get()).toBeNull();
    expect(shop.fakes.cart.callsOf('merge')).toEqual([]);
  });

  it('while the login is sent, then the button says so and a second click sends nothing', async () => {
    const shop = createTestShop();
    let release: () => void = () => undefined;
    const pending = new Promise<void>((resolve) => (release = resolve));
    const original = shop.fakes.auth.login.bind(shop.fakes.auth);
    shop.fakes.auth.login = async (credentials) => {
      await pending;
      return original(credentials);
    };
    await showPage(shop, loginPage, '/login/');
    await type('Email address', 'marko@example.at');
    await type('Password', 'Fanshop2026!');

    await userEvent.click(submitButton());
    const busy = await screen.findByRole('button', { name: 'Logging in…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);

    await act(async () => release());
    await waitFor(() => expect(shop.fakes.navigator.visits).toEqual(['/my-account/']));
    expect(shop.fakes.auth.logins).toHaveLength(1);
  });

  it('given a customer already logged in, then the page sends them on', async () => {
    const shop: TestShop = createTestShop();
    await signIn(shop);
    await showPage(shop, loginPage, '/login/?redirect=%2Fmy-account%2Forders%2F');
    expect(shop.fakes.navigator.visits).toEqual(['/my-account/orders/']);
  });

  it('shows and hides the password on request, keeping it as typed', async () => {
    const shop = createTestShop();
    await showPage(shop, loginPage, '/login/');
    await type('Password', ' secret ');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect((screen.getByLabelText('Password') as HTMLInputElement).type).toBe('password');
    expect(screen.getByLabelText('Password')).toHaveValue(' secret ');
  });

  it('in German, labels and messages are German', async () => {
    const shop = createTestShop({ language: 'de-AT' });
    shop.fakes.auth.failure = ApiFailureMother.validation(
      { password: 'must be at least 8 characters' },
      { password: 'too-short' },
      { password: 8 },
    );
    await showPage(shop, loginPage, '/de/login/');
    await type('E-Mail-Adresse', 'marko@example.at');
    await type('Passwort', 'kurz');
    await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(screen.getByText('Bitte verwenden Sie mindestens 8 Zeichen.')).toBeInTheDocument();
  });
});
