import { describe, expect, it } from 'vitest';
import { RecordingNavigator } from '../navigation/testing/recording-navigator.js';
import { DeleteShippingAddress } from './delete-shipping-address.js';
import { LoadAccount } from './load-account.js';
import { SaveShippingAddress } from './save-shipping-address.js';
import { SetDefaultShippingAddress } from './set-default-shipping-address.js';
import { shippingAddressDraftOf } from './shipping-address.js';
import { AccountMother, ShippingAddressMother } from './testing/account-mother.js';
import { FakeAccountGateway } from './testing/fake-account-gateway.js';

function world() {
  const accounts = new FakeAccountGateway();
  accounts.account = AccountMother.customer({
    addresses: { shipping: [ShippingAddressMother.home(), ShippingAddressMother.clickAndCollect()] },
  });
  const navigator = new RecordingNavigator();
  const reload = new LoadAccount(accounts, navigator);
  return {
    accounts,
    navigator,
    save: new SaveShippingAddress(accounts, reload),
    remove: new DeleteShippingAddress(accounts, reload),
    makeDefault: new SetDefaultShippingAddress(accounts, reload),
  };
}

describe('given an account with a home and a click-and-collect address', () => {
  it('when a new address is saved, then it is created and the account is refetched', async () => {
    const { accounts, save } = world();
    const { uuid: _uuid, ...fresh } = ShippingAddressMother.home({ city: 'Linz', isDefault: false });

    const account = await save.execute(fresh);

    expect(accounts.calls.map((c) => c.method)).toEqual(['createShippingAddress', 'getAccount']);
    expect(accounts.calls[0]?.args).toEqual([fresh]);
    expect(account?.addresses.shipping.map((a) => a.city)).toEqual(['Wien', 'Graz', 'Linz']);
  });

  it('when a stored address is saved, then it is updated by its uuid, without sending the uuid, and refetched', async () => {
    const { accounts, save } = world();
    const edited = ShippingAddressMother.clickAndCollect({ street: 'Sporgasse' });

    const account = await save.execute(edited);

    expect(accounts.calls[0]).toEqual({
      method: 'updateShippingAddress',
      args: ['addr-store', shippingAddressDraftOf(edited)],
    });
    expect(account?.addresses.shipping.find((a) => a.uuid === 'addr-store')?.street).toBe('Sporgasse');
  });

  it('when an address comes with a blank uuid, then it is created as new', async () => {
    const { accounts, save } = world();
    await save.execute({ ...ShippingAddressMother.home({ city: 'Linz', isDefault: false }), uuid: '  ' });
    expect(accounts.calls.map((c) => c.method)).toEqual(['createShippingAddress', 'getAccount']);
  });

  it('when a stored address’s uuid comes with spaces around it, then it is updated by the bare uuid', async () => {
    const { accounts, save } = world();
    await save.execute({ ...ShippingAddressMother.clickAndCollect(), uuid: ' addr-store ' });
    expect(accounts.calls[0]?.args[0]).toBe('addr-store');
  });

  it('when an address is deleted, then it is gone from the refetched account', async () => {
    const { accounts, remove } = world();
    const account = await remove.execute('addr-home');
    expect(accounts.calls.map((c) => c.method)).toEqual(['deleteShippingAddress', 'getAccount']);
    expect(account?.addresses.shipping.map((a) => a.uuid)).toEqual(['addr-store']);
  });

  it('when another address is made the default, then the refetched account shows only it as default', async () => {
    const { makeDefault } = world();
    const account = await makeDefault.execute(ShippingAddressMother.clickAndCollect());
    expect(account?.addresses.shipping.filter((a) => a.isDefault).map((a) => a.uuid)).toEqual(['addr-store']);
  });

  it('when saving is rejected, then the error is rethrown and nothing is refetched', async () => {
    const { accounts, save } = world();
    const failure = { status: 422, data: { errors: { postal: 'invalid' } } };
    accounts.failures.set('updateShippingAddress', failure);
    await expect(save.execute(ShippingAddressMother.home())).rejects.toBe(failure);
    expect(accounts.count('getAccount')).toBe(0);
  });

  it('when the refetch fails after a deletion, then the shopper goes home', async () => {
    const { accounts, navigator, remove } = world();
    accounts.failures.set('getAccount', { status: 503, data: {} });
    await expect(remove.execute('addr-home')).resolves.toBeUndefined();
    expect(navigator.visits).toEqual(['home']);
  });
});
