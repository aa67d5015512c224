import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from '@fanshop/core/shared';
import { startApi, type RunningApi } from './support/api-server';
import { failureOf, PASSWORD, registeredCustomer, storefront } from './support/storefront';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

const address = {
  firstname: 'Anna',
  lastname: 'Berger',
  city: 'Wien',
  countryId: 40,
  postal: '1010',
  street: 'Ringstraße',
  streetNo: '1',
  deliveryType: 'home' as const,
  isDefault: true,
};

describe('given the account gateway against the reference API', () => {
  it('when loading the account, then the user, role, flags and addresses are read', async () => {
    const shop = storefront(api.url);
    const { email } = await registeredCustomer(shop);
    expect(await shop.account.getAccount()).toEqual({
      firstName: 'Anna',
      lastName: 'Berger',
      email,
      phone: '',
      birthday: '',
      gender: '',
      avatar: '',
      role: 'vk',
      p4m: false,
      verified: false,
      addresses: { shipping: [] },
    });
  });

  it('when saving personal data, then the account shows it; an invalid phone and birthday are 422 per field', async () => {
    const shop = storefront(api.url);
    await registeredCustomer(shop);
    await shop.account.savePersonalData({
      firstName: 'Eva',
      lastName: 'Huber',
      phone: '+43 1 234567',
      birthday: '1990-04-01',
      gender: 'female',
    });
    expect(await shop.account.getAccount()).toMatchObject({
      firstName: 'Eva',
      lastName: 'Huber',
      phone: '+43 1 234567',
      birthday: '1990-04-01',
      gender: 'female',
    });
    const error = await failureOf(
      shop.account.savePersonalData({
        firstName: 'Eva',
        lastName: 'Huber',
        phone: 'call me',
        birthday: '1990-02-31',
        gender: 'female',
      }),
    );
    expect(error).toMatchObject({ status: 422 });
    expect(Object.keys(fieldErrors(error)).sort()).toEqual(['birthday', 'phone']);
  });

  it('when changing the password, then the new token works and the old one is 403 invalid token', async () => {
    const shop = storefront(api.url);
    const { email, token: oldToken } = await registeredCustomer(shop);
    const token = await shop.account.changePassword({
      oldPassword: PASSWORD,
      newPassword: 'Another-pass-3',
      newPassword_confirmation: 'Another-pass-3',
      email,
    });
    expect(token).not.toBe(oldToken);
    shop.credentials.setToken(token);
    await expect(shop.account.getAccount()).resolves.toMatchObject({ email });
    shop.credentials.setToken(oldToken);
    expect(await failureOf(shop.account.getAccount())).toMatchObject({
      status: 403,
      data: { errors: { token: 'invalid token' } },
    });
  });

  it('given a wrong old password and a mismatched confirmation, then 422 names both fields', async () => {
    const shop = storefront(api.url);
    const { email } = await registeredCustomer(shop);
    const error = await failureOf(
      shop.account.changePassword({
        oldPassword: 'wrong-one',
        newPassword: 'Another-pass-3',
        newPassword_confirmation: 'Other',
        email,
      }),
    );
    expect(error).toMatchObject({ status: 422 });
    expect(fieldErrors(error)).toHaveProperty('newPassword_confirmation');
  });

  it('when creating, updating and deleting an address, then the account shows each step', async () => {
    const shop = storefront(api.url);
    await registeredCustomer(shop);
    await shop.account.createShippingAddress(address);
    const [created] = (await shop.account.getAccount())!.addresses.shipping;
    expect(created).toMatchObject({ ...address, uuid: expect.any(String) });
    await shop.account.updateShippingAddress(created!.uuid, {
      ...address,
      city: 'Graz',
      deliveryType: 'click_and_collect',
    });
    expect((await shop.account.getAccount())!.addresses.shipping[0]).toMatchObject({
      city: 'Graz',
      deliveryType: 'click_and_collect',
    });
    await shop.account.deleteShippingAddress(created!.uuid);
    expect((await shop.account.getAccount())!.addresses.shipping).toEqual([]);
  });

  it('given an address without a postal code, then 422 names it; an unknown address is 404', async () => {
    const shop = storefront(api.url);
    await registeredCustomer(shop);
    const invalid = await failureOf(shop.account.createShippingAddress({ ...address, postal: '' }));
    expect(invalid).toMatchObject({ status: 422 });
    expect(fieldErrors(invalid)).toEqual({ postal: 'required' });
    const missing = await failureOf(
      shop.account.deleteShippingAddress('0f0e0d0c-0000-4000-8000-000000000000'),
    );
    expect(missing).toMatchObject({ status: 404 });
  });

  it('when the customer has ordered, then the list and the order are read with amounts in cents', async () => {
    const shop = storefront(api.url);
    await registeredCustomer(shop);
    expect(await shop.account.listOrders()).toEqual([]);
    const listing = (await shop.listing.getListing({
      path: '/',
      query: { filters: [] },
      priceType: 'vk',
      language: 'en-US',
    }))!;
    const product = (await shop.product.getProduct(listing.products[0]!.url, 'en-US', 'vk'))!;
    const option = product.options.find((o) => o.stock > 1)!;
    await shop.cart.add({ productOption: option.id, amount: 2 });
    const customer = api.services.accounts.customerByToken(shop.credentials.getToken()!)!;
    const placed = api.services.orders.place(
      customer,
      { address: { ...address }, paymentMethod: 'card' },
      'en',
    );
    const [order] = await shop.account.listOrders();
    expect(order).toMatchObject({ uuid: placed.uuid, number: placed.number, paymentMethod: 'card' });
    expect(order!.lines[0]).toMatchObject({
      quantity: 2,
      unitPrice: product.prices.vk,
      linePrice: 2 * product.prices.vk,
    });
    expect(order!.totals.total).toBe(order!.totals.subtotal + order!.totals.delivery);
    expect(await shop.account.getOrder(placed.uuid)).toEqual(order);
  });

  it('given an order that is not the customer’s, then it is 404', async () => {
    const shop = storefront(api.url);
    await registeredCustomer(shop);
    expect(await failureOf(shop.account.getOrder('9a9b9c9d-0000-4000-8000-000000000000'))).toMatchObject({
      status: 404,
    });
  });

  it('when deleting the account, then its token is 403 invalid token afterwards', async () => {
    const shop = storefront(api.url);
    await registeredCustomer(shop);
    await shop.account.deleteAccount();
    expect(await failureOf(shop.account.getAccount())).toMatchObject({
      status: 403,
      data: { errors: { token: 'invalid token' } },
    });
  });
});
