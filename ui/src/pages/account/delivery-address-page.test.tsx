import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountMother, ShippingAddressMother, ApiFailureMother } from '@fanshop/core/testing';
import { createTestShop, type TestShop } from '../../testing/test-shop';
import { showPage, signIn } from '../../session/testing/session-kit';
import * as addressPage from './delivery-address-page';

const HOME = ShippingAddressMother.home({ countryId: 40 });
const STORE = ShippingAddressMother.clickAndCollect({ countryId: 40 });

async function open(shop: TestShop = createTestShop()) {
  await signIn(shop, AccountMother.customer({ addresses: { shipping: [HOME, STORE] } }));
  await showPage(shop, addressPage, '/my-account/delivery-address/');
  return shop;
}

async function type(label: string, value: string) {
  await userEvent.clear(screen.getByLabelText(label));
  await userEvent.type(screen.getByLabelText(label), value);
}

function card(street: string): HTMLElement {
  return screen.getByText(street).closest('li') as HTMLElement;
}

describe('DeliveryAddressPage', () => {
  it('lists the addresses with the default marked and their delivery type', async () => {
    await open();
    expect(within(card('Meiereistraße 7')).getByText('Default')).toBeInTheDocument();
    expect(within(card('Meiereistraße 7')).getByText('Home delivery')).toBeInTheDocument();
    expect(within(card('Herrengasse 3')).getByText('Click & collect')).toBeInTheDocument();
    expect(within(card('Herrengasse 3')).queryByText('Default')).toBeNull();
  });

  it('adds a click & collect address: required fields first, then saved and the account refetched', async () => {
    const shop = await open();
    await userEvent.click(screen.getByRole('link', { name: 'Add address' }));
    const editor = screen.getByRole('region', { name: 'New address' });
    expect(document.activeElement).toBe(within(editor).getByRole('heading', { name: 'New address' }));
    expect(within(editor).getByLabelText('First name')).toHaveValue('Marko');

    await userEvent.click(within(editor).getByRole('button', { name: 'Save address' }));
    expect(within(editor).getAllByText('Please fill in this field.')).toHaveLength(4);
    expect(shop.fakes.account.count('createShippingAddress')).toBe(0);

    await userEvent.click(within(editor).getByLabelText(/Click & collect/));
    await type('Street', 'Kärntner Straße');
    await type('No.', '1');
    await type('Postal code', '1010');
    await type('City', 'Wien');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save address' }));

    expect(shop.fakes.account.calls.find((c) => c.method === 'createShippingAddress')?.args).toEqual([
      {
        firstname: 'Marko',
        lastname: 'Arnautović',
        street: 'Kärntner Straße',
        streetNo: '1',
        postal: '1010',
        city: 'Wien',
        countryId: 40,
        deliveryType: 'click_and_collect',
        isDefault: false,
      },
    ]);
    expect(screen.queryByRole('region', { name: 'New address' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your address is saved.');
    expect(within(card('Kärntner Straße 1')).getByText('Click & collect')).toBeInTheDocument();
  });

  it('edits an address and shows the server message at its field, keeping what was typed', async () => {
    const shop = await open();
    shop.fakes.account.failures.set(
      'updateShippingAddress',
      ApiFailureMother.validation({ postal: 'must be a postal code' }, { postal: 'postal-code' }),
    );
    await userEvent.click(screen.getByRole('link', { name: 'Edit address Meiereistraße 7' }));
    // A code the shared rule accepts, which this server still refuses: its message is the one shown.
    await type('Postal code', '1021');

    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(screen.getByText('Please enter a valid postal code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Postal code')).toHaveValue('1021');
    // Focus moves in an effect after the failed submit has settled, which may come a frame after the message.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Postal code')));

    shop.fakes.account.failures.delete('updateShippingAddress');
    await type('Postal code', '1030');
    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(within(card('Meiereistraße 7')).getByText('1030 Wien')).toBeInTheDocument();
  });

  it('given a postal code that is not Austrian, then the form says so at the field before anything is sent (the API’s and the checkout’s rule)', async () => {
    const shop = await open();
    await userEvent.click(screen.getByRole('link', { name: 'Edit address Meiereistraße 7' }));
    await type('Postal code', '10#20');

    await userEvent.click(screen.getByRole('button', { name: 'Save address' }));

    expect(screen.getByText('Please enter a four-digit Austrian postal code.')).toBeInTheDocument();
    expect(screen.getByLabelText('Postal code')).toHaveValue('10#20');
    expect(shop.fakes.account.count('updateShippingAddress')).toBe(0);
  });

  it('deletes an address only after the shopper confirms', async () => {
    const shop = await open();
    await userEvent.click(screen.getByRole('button', { name: 'Delete address Herrengasse 3' }));
    const confirm = screen.getByRole('button', { name: 'Yes, delete' });
    expect(document.activeElement).toBe(confirm);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(shop.fakes.account.count('deleteShippingAddress')).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Delete address Herrengasse 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));

    expect(shop.fakes.account.calls.find((c) => c.method === 'deleteShippingAddress')?.args).toEqual([
      'addr-store',
    ]);
    expect(screen.queryByText('Herrengasse 3')).not.toBeInTheDocument();
  });

  it('given the deletion fails, then the address comes back with a message and a retry', async () => {
    const shop = await open();
    shop.fakes.account.failures.set('deleteShippingAddress', ApiFailureMother.serverError());
    await userEvent.click(screen.getByRole('button', { name: 'Delete address Herrengasse 3' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete' }));

    expect(screen.getByText('Herrengasse 3')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The address could not be deleted.');

    shop.fakes.account.failures.delete('deleteShippingAddress');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByText('Herrengasse 3')).not.toBeInTheDocument();
  });

  it('makes another address the default, and rolls back when that fails', async () => {
    const shop = await open();
    shop.fakes.account.failures.set('updateShippingAddress', ApiFailureMother.serverError());
    await userEvent.click(screen.getByRole('button', { name: 'Make Herrengasse 3 the default address' }));
    expect(within(card('Meiereistraße 7')).getByText('Default')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The default address could not be changed.');

    shop.fakes.account.failures.delete('updateShippingAddress');
    await userEvent.click(screen.getByRole('button', { name: 'Make Herrengasse 3 the default address' }));
    expect(within(card('Herrengasse 3')).getByText('Default')).toBeInTheDocument();
    expect(within(card('Meiereistraße 7')).queryByText('Default')).toBeNull();
  });
});
