import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailureMother } from '@fanshop/core/testing';
import { createTestShop } from '../../testing/test-shop';
import { showPage } from '../../session/testing/session-kit';
import * as resetPage from './reset-password-page';

const LINK = '/reset-password/?token=reset-token-1&email=vk%40fanshop.test';

function button(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Save new password' }) as HTMLButtonElement;
}

async function type(label: string, value: string) {
  await userEvent.clear(screen.getByLabelText(label));
  await userEvent.type(screen.getByLabelText(label), value);
}

describe('ResetPasswordPage', () => {
  it('keeps the submit disabled until the new password equals its confirmation', async () => {
    const shop = createTestShop();
    await showPage(shop, resetPage, LINK);
    expect(screen.getByLabelText('Email address')).toHaveValue('vk@fanshop.test');
    expect(button().disabled).toBe(true);

    await type('New password', 'Fanshop2027!');
    await type('Repeat password', 'Fanshop2028!');
    expect(button().disabled).toBe(true);
    await userEvent.tab();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();

    await type('Repeat password', 'Fanshop2027!');
    expect(button().disabled).toBe(false);
  });

  it('given a short new password and a confirmation that differs, then both the length rule and the mismatch show', async () => {
    const shop = createTestShop();
    await showPage(shop, resetPage, LINK);
    await type('New password', 'short');
    await type('Repeat password', 'shorter');
    await userEvent.tab();

    expect(screen.getByText('Please use at least 8 characters.')).toBeInTheDocument();
    expect(screen.getByText('The passwords do not match.')).toBeInTheDocument();
    expect(button().disabled).toBe(true);
  });

  it('when the new password is saved, then the shopper is told and sent to the login', async () => {
    const shop = createTestShop();
    await showPage(shop, resetPage, LINK);
    await type('New password', 'Fanshop2027!');
    await type('Repeat password', 'Fanshop2027!');

    await userEvent.click(button());

    expect(shop.fakes.auth.resets).toEqual([
      {
        token: 'reset-token-1',
        email: 'vk@fanshop.test',
        password: 'Fanshop2027!',
        password_confirmation: 'Fanshop2027!',
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login/');
  });

  it('given an expired link, then the form says so and keeps what was typed', async () => {
    const shop = createTestShop();
    shop.fakes.auth.failure = ApiFailureMother.validation(
      { token: 'invalid or expired token' },
      { token: 'invalid-link-token' },
    );
    await showPage(shop, resetPage, LINK);
    await type('New password', 'Fanshop2027!');
    await type('Repeat password', 'Fanshop2027!');

    await userEvent.click(button());

    expect(screen.getByRole('alert')).toHaveTextContent('This link is invalid or has expired.');
    expect(screen.getByLabelText('New password')).toHaveValue('Fanshop2027!');
  });

  it('given a link without a token, then it offers a new link instead of the form', async () => {
    const shop = createTestShop();
    await showPage(shop, resetPage, '/reset-password/');
    expect(screen.getByRole('alert')).toHaveTextContent('This link is incomplete.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password/',
    );
  });
});
