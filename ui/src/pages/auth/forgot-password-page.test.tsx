import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailureMother } from '@fanshop/core/testing';
import { createTestShop } from '../../testing/test-shop';
import { showPage } from '../../session/testing/session-kit';
import * as forgotPage from './forgot-password-page';

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Send link' }));

describe('ForgotPasswordPage', () => {
  it('when an email is sent, then the shopper is told to check the inbox and the email stays', async () => {
    const shop = createTestShop();
    await showPage(shop, forgotPage, '/forgot-password/');
    await userEvent.clear(screen.getByLabelText('Email address'));
    await userEvent.type(screen.getByLabelText('Email address'), 'vk@fanshop.test');

    await submit();

    expect(shop.fakes.auth.forgotten).toEqual([{ email: 'vk@fanshop.test' }]);
    expect(screen.getByRole('status')).toHaveTextContent('we have sent a link to reset the password');
    expect(screen.getByLabelText('Email address')).toHaveValue('vk@fanshop.test');
  });

  it('given an empty email, then it is required; given a malformed one, then the server says so in German', async () => {
    const shop = createTestShop({ language: 'de-AT' });
    shop.fakes.auth.failure = ApiFailureMother.validation(
      { email: 'must be a valid email address' },
      { email: 'invalid-email' },
    );
    await showPage(shop, forgotPage, '/de/forgot-password/');

    await userEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(screen.getByText('Bitte füllen Sie dieses Feld aus.')).toBeInTheDocument();
    expect(shop.fakes.auth.forgotten).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('E-Mail-Adresse'));
    await userEvent.type(screen.getByLabelText('E-Mail-Adresse'), 'vk@');
    await userEvent.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(screen.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeInTheDocument();
  });
});
