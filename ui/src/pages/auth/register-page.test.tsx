import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailureMother } from '@fanshop/core/testing';
import { createTestShop } from '../../testing/test-shop';
import { CUSTOMER, showPage } from '../../session/testing/session-kit';
import * as registerPage from './register-page';

async function type(label: string, value: string) {
  await userEvent.clear(screen.getByLabelText(label));
  await userEvent.type(screen.getByLabelText(label), value);
}

async function fill(overrides: Partial<Record<string, string>> = {}) {
  const values = {
    'First name': 'Anna',
    'Last name': 'Berger',
    'Email address': 'anna@example.at',
    Password: 'Fanshop2026!',
    'Repeat password': 'Fanshop2026!',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) await type(label, value);
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Create account' }));

describe('RegisterPage', () => {
  it('given a confirmation that differs, then it says so once the field is left, and nothing is sent', async () => {
    const shop = createTestShop();
    await showPage(shop, registerPage, '/register/');
    await fill({ 'Repeat password': 'Fanshop2027!' });
    expect(screen.queryByText('The passwords do not match.')).not.toBeInTheDocument();

    await userEvent.tab();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();

    await submit();
    expect(shop.fakes.auth.registrations).toHaveLength(0);
    // Focus moves in an effect after the failed submit has settled.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Repeat password')));
  });

  it('given a short password and a confirmation that differs, then both the length rule and the mismatch show, and nothing is sent', async () => {
    const shop = createTestShop();
    await showPage(shop, registerPage, '/register/');
    await fill({ Password: 'short', 'Repeat password': 'shorter' });
    await userEvent.tab();

    await submit();

    expect(screen.getByText('Please use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(shop.fakes.auth.registrations).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
  });

  it('given a short password in German, then the length rule shows in German', async () => {
    const shop = createTestShop({ language: 'de-AT' });
    await showPage(shop, registerPage, '/de/register/');
    await userEvent.type(screen.getByLabelText('Passwort'), 'kurz');
    await userEvent.tab();

    expect(screen.getByText('Bitte verwenden Sie mindestens 8 Zeichen.')).toBeInTheDocument();
  });

  it('given server errors, then each shows at its field and the typed values stay', async () => {
    const shop = createTestShop();
    // The API's own rule may be stricter than the form's (8 characters): its message is what shows.
    shop.fakes.auth.failure = ApiFailureMother.validation(
      { email: 'must be a valid email address', password: 'must be at least 12 characters' },
      { email: 'invalid-email', password: 'too-short' },
      { password: 12 },
    );
    await showPage(shop, registerPage, '/register/');
    await fill({ 'Email address': 'anna@', Password: 'Fanshop1', 'Repeat password': 'Fanshop1' });

    await submit();

    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please use at least 12 characters.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByLabelText('First name')).toHaveValue('Anna');
    expect(screen.getByLabelText('Email address')).toHaveValue('anna@');
  });

  it('given a guest cart and wishlist, when registering, then the confirmation is sent, both are merged and the shopper is logged in', async () => {
    const shop = createTestShop();
    shop.fakes.cart.seed('cart-guest-1', [{ option: 2011, quantity: 1 }]);
    shop.services.shop.identity.cartMergeIds.set('cart-guest-1');
    shop.fakes.wishlist.seed('wl-guest-1', [202]);
    shop.services.shop.identity.wishlistMergeIds.set('wl-guest-1');
    shop.fakes.cart.login(CUSTOMER.uuid);
    shop.fakes.wishlist.login(CUSTOMER.uuid);
    await showPage(shop, registerPage, '/register/?redirect=%2Fwishlist%2F');
    await fill({ 'First name': '  Anna ' });

    await submit();

    expect(shop.fakes.auth.registrations).toEqual([
      {
        firstName: 'Anna',
        lastName: 'Berger',
        email: 'anna@example.at',
        password: 'Fanshop2026!',
        password_confirmation: 'Fanshop2026!',
      },
    ]);
    expect(shop.fakes.cart.linesOf(CUSTOMER.uuid)).toEqual([{ option: 2011, quantity: 1 }]);
    expect(shop.fakes.wishlist.idsOf(CUSTOMER.uuid)).toEqual([202]);
    expect(shop.services.session.loggedIn).toBe(true);
    expect(shop.services.session.signInEvent).toBe('register');
    expect(shop.fakes.navigator.visits).toEqual(['/wishlist/']);
  });

  it('links to the login keeping where the shopper wants to go', async () => {
    const shop = createTestShop();
    await showPage(shop, registerPage, '/register/?redirect=%2Fwishlist%2F');
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      '/login/?redirect=%2Fwishlist%2F',
    );
  });
});
