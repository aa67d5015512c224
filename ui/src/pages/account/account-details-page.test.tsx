import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiFailureMother } from '@fanshop/core/testing';
import { createTestShop, type TestShop } from '../../testing/test-shop';
import { CUSTOMER, showPage, signIn } from '../../session/testing/session-kit';
import * as detailsPage from './account-details-page';

async function open(shop: TestShop = createTestShop()) {
  await signIn(shop);
  await showPage(shop, detailsPage, '/my-account/account-details/');
  return shop;
}

const personal = () => screen.getByRole('region', { name: 'Personal data' });
const password = () => screen.getByRole('region', { name: 'Change password' });
const saveButton = () =>
  within(personal()).getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
const changeButton = () =>
  within(password()).getByRole('button', { name: 'Change password' }) as HTMLButtonElement;

async function type(region: HTMLElement, label: string, value: string) {
  await userEvent.clear(within(region).getByLabelText(label));
  await userEvent.type(within(region).getByLabelText(label), value);
}

describe('AccountDetailsPage: personal data', () => {
  it('shows the data with the email read-only, and keeps save disabled until something changed', async () => {
    await open();
    expect(within(personal()).getByLabelText('First name')).toHaveValue('Marko');
    expect(within(personal()).getByLabelText('Email address')).toBeDisabled();
    expect(saveButton().disabled).toBe(true);

    await type(personal(), 'First name', 'Marko  ');
    expect(saveButton().disabled).toBe(true);

    await type(personal(), 'Phone', '+43 660 7654321');
    expect(saveButton().disabled).toBe(false);
  });

  it('saves trimmed data, updates the local copy and says so', async () => {
    const shop = await open();
    await type(personal(), 'First name', ' Marco ');
    await userEvent.selectOptions(within(personal()).getByLabelText('Gender'), 'divers');

    await userEvent.click(saveButton());

    expect(shop.fakes.account.calls.find((c) => c.method === 'savePersonalData')?.args[0]).toMatchObject({
      firstName: 'Marco',
      gender: 'divers',
    });
    expect(shop.services.session.firstName).toBe('Marco');
    expect(within(personal()).getByRole('status')).toHaveTextContent('Your details are saved.');
    expect(saveButton().disabled).toBe(true);
  });

  it('shows server errors per field and keeps what was typed', async () => {
    const shop = await open();
    shop.fakes.account.failures.set(
      'savePersonalData',
      ApiFailureMother.validation(
        { phone: 'must be a phone number', birthday: 'must be a date between 1900 and today' },
        { phone: 'invalid-phone', birthday: 'date-out-of-range' },
      ),
    );
    await type(personal(), 'Phone', 'call me');
    await type(personal(), 'Date of birth', '1850-01-01');

    await userEvent.click(saveButton());

    expect(
      within(personal()).getByText('Please enter a phone number of digits, spaces and + ( ) / -.'),
    ).toBeInTheDocument();
    expect(within(personal()).getByText('Please enter a date between 1900 and today.')).toBeInTheDocument();
    expect(within(personal()).getByLabelText('Phone')).toHaveValue('call me');
    expect(shop.services.session.account?.phone).toBe('+43 660 1234567');
  });

  it('requires the names before sending', async () => {
    const shop = await open();
    await type(personal(), 'Last name', '   ');
    await userEvent.click(saveButton());
    expect(within(personal()).getByText('Please fill in this field.')).toBeInTheDocument();
    expect(shop.fakes.account.count('savePersonalData')).toBe(0);
  });
});

describe('AccountDetailsPage: password change', () => {
  it('is disabled until a field changed and the new password equals its confirmation', async () => {
    await open();
    expect(changeButton().disabled).toBe(true);
    await type(password(), 'Current password', 'Fanshop2026!');
    expect(changeButton().disabled).toBe(false);
    await type(password(), 'New password', 'Fanshop2027!');
    expect(changeButton().disabled).toBe(true);
    await type(password(), 'Repeat new password', 'Fanshop2027!');
    expect(changeButton().disabled).toBe(false);
  });

  it('changes the password, stores the new token and clears the fields', async () => {
    const shop = await open();
    await type(password(), 'Current password', 'Fanshop2026!');
    await type(password(), 'New password', 'Fanshop2027!');
    await type(password(), 'Repeat new password', 'Fanshop2027!');

    await userEvent.click(changeButton());

    expect(shop.fakes.account.calls.find((c) => c.method === 'changePassword')?.args[0]).toEqual({
      oldPassword: 'Fanshop2026!',
      newPassword: 'Fanshop2027!',
      newPassword_confirmation: 'Fanshop2027!',
      email: 'marko@example.at',
    });
    expect(shop.services.shop.identity.credentials.getToken()).toBe('token-after-change');
    expect(within(password()).getByRole('status')).toHaveTextContent('Your password is changed.');
    expect(within(password()).getByLabelText('Current password')).toHaveValue('');
  });

  it('given a new password shorter than core allows, then it says so before anything is sent, as the registration does', async () => {
    const shop = await open();
    await type(password(), 'Current password', 'Fanshop2026!');
    await type(password(), 'New password', 'short');
    await type(password(), 'Repeat new password', 'short');

    await userEvent.click(changeButton());

    expect(within(password()).getByText('Please use at least 8 characters.')).toBeInTheDocument();
    expect(within(password()).getByText('At least 8 characters.')).toBeInTheDocument();
    expect(shop.fakes.account.count('changePassword')).toBe(0);
  });

  it('given a wrong current password, then it says so at that field', async () => {
    const shop = await open();
    shop.fakes.account.failures.set(
      'changePassword',
      ApiFailureMother.validation(
        { oldPassword: 'incorrect password' },
        { oldPassword: 'incorrect-password' },
      ),
    );
    await type(password(), 'Current password', 'wrong');
    await type(password(), 'New password', 'Fanshop2027!');
    await type(password(), 'Repeat new password', 'Fanshop2027!');

    await userEvent.click(changeButton());

    expect(within(password()).getByText('Your current password is not correct.')).toBeInTheDocument();
    expect(shop.services.shop.identity.credentials.getToken()).toBe(CUSTOMER.token);
    expect(within(password()).getByLabelText('New password')).toHaveValue('Fanshop2027!');
  });
});

describe('AccountDetailsPage: deleting the account', () => {
  it('asks first; on confirmation the account is deleted, the session ends and the shopper goes home', async () => {
    const shop = await open();
    shop.services.shop.identity.cartMergeIds.set('cart-guest-1');
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Yes, delete my account' }));

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(shop.fakes.account.count('deleteAccount')).toBe(0);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Delete my account' }));

    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));

    expect(shop.fakes.account.count('deleteAccount')).toBe(1);
    const session = shop.services.session;
    expect(session.loggedIn).toBe(false);
    expect(session.account).toBeNull();
    expect(shop.services.shop.identity.credentials.getToken()).toBeUndefined();
    expect(shop.services.shop.identity.cartMergeIds.get()).toBeNull();
    expect(shop.fakes.navigator.visits).toEqual(['home']);
  });

  it('given the deletion fails, then the customer stays logged in and can retry', async () => {
    const shop = await open();
    shop.fakes.account.failures.set('deleteAccount', ApiFailureMother.serverError());
    await userEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete my account' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Your account could not be deleted.');
    expect(shop.services.session.loggedIn).toBe(true);

    shop.fakes.account.failures.delete('deleteAccount');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(shop.services.session.loggedIn).toBe(false);
  });
});
