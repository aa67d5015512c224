import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpCartGateway } from '@fanshop/adapters/gateways';
import { HttpClient } from '@fanshop/adapters/http';
import { SystemScheduler } from '@fanshop/adapters/time';
import { cartAddErrorOf } from '@fanshop/core/cart';
import { fieldErrorCodes, fieldErrors, fieldFailures } from '@fanshop/core/shared';
import { startApi, type RunningApi } from './support/api-server';
import { productWithStock } from './support/catalogue';
import { failureOf, registeredCustomer, storefront } from './support/storefront';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

/** A cart gateway whose caller has the given request id and nothing ensures one. */
function cartWithRequestId(requestId: string | undefined) {
  const http = new HttpClient({
    baseUrl: api.url,
    scheduler: new SystemScheduler(),
    caller: { identity: () => ({ requestId }), language: () => 'en-US' },
  });
  return new HttpCartGateway(http, () => undefined);
}

describe('given the cart gateway against the reference API', () => {
  it('given a new guest, when loading the cart, then a guest id is created, sent, and the empty cart carries it', async () => {
    const shop = storefront(api.url);
    const cart = await shop.cart.get();
    const guestId = shop.credentials.getRequestId()!;
    expect(guestId).toMatch(/^u[0-9a-f-]{36}$/);
    expect(cart).toEqual({
      uuid: guestId,
      products: [],
      total: { totalCartPriceFormatted: '€0.00', deliveryPriceFormatted: '€0.00', deliveryPrice: 0 },
    });
  });

  it('when adding pieces of a size, then the line has the catalogue price in cents and its total', async () => {
    const shop = storefront(api.url);
    const { product, optionId } = await productWithStock(shop, 2);
    const cart = await shop.cart.add({ productOption: optionId, amount: 2 });
    const [line] = cart.products;
    expect(line).toMatchObject({
      option: { id: optionId, quantity: 2 },
      name: product.name,
      brand: product.brand,
      status: 2,
      prices: { vk: product.prices.vk, vkFull: 2 * product.prices.vk },
    });
    expect(Number.isSafeInteger(line!.prices.vk)).toBe(true);
    expect(cart.total.totalCartPriceFormatted).toMatch(/^€[\d,]+\.\d\d$/);
    // The line links to its product page and shows its image from the API host.
    expect(line!.url).toMatch(/^\/p\/.+\/$/);
    expect(line!.image?.startsWith(`${api.url}/`)).toBe(true);
  });

  it('given an unknown option or too many pieces, then 422 names the field', async () => {
    const shop = storefront(api.url);
    const unknown = await failureOf(shop.cart.add({ productOption: 999_999_999 }));
    expect(unknown).toMatchObject({ status: 422 });
    expect(fieldErrors(unknown)).toEqual({ productOption: 'unknown product option' });
    const { optionId } = await productWithStock(shop, 1);
    const tooMany = await failureOf(shop.cart.add({ productOption: optionId, amount: 99 }));
    expect(tooMany).toMatchObject({ status: 422 });
    expect(fieldErrors(tooMany)).toHaveProperty('amount');
  });

  it('given an add the API refuses, then core tells why from the answer’s codes, through the adapters', async () => {
    const shop = storefront(api.url);
    const unknown = await failureOf(shop.cart.add({ productOption: 999_999_999 }));
    expect(fieldErrorCodes(unknown)).toEqual({ productOption: 'unknown-product-option' });
    expect(cartAddErrorOf(unknown)).toBe('failed');
    const { optionId } = await productWithStock(shop, 1);
    const tooMany = await failureOf(shop.cart.add({ productOption: optionId, amount: 99 }));
    const { amount } = fieldFailures(tooMany);
    expect(amount).toMatchObject({ code: 'stock-limit', message: `only ${amount?.limit} in stock` });
    expect(amount?.limit).toBeLessThan(99);
    expect(cartAddErrorOf(tooMany)).toBe('stock-limit');
  });

  it('when removing a line by hash, then the answered cart is without it; an unknown hash is 404', async () => {
    const shop = storefront(api.url);
    const { optionId } = await productWithStock(shop, 1);
    const { products } = await shop.cart.add({ productOption: optionId });
    expect(await shop.cart.remove(products[0]!.hash)).toMatchObject({ products: [] });
    expect(await failureOf(shop.cart.remove(products[0]!.hash))).toMatchObject({ status: 404 });
  });

  it('when a customer merges the guest cart, then its lines move and the guest id is spent (422 invalid uuid)', async () => {
    const shop = storefront(api.url);
    const { optionId } = await productWithStock(shop, 1);
    await shop.cart.add({ productOption: optionId });
    const guestId = shop.credentials.getRequestId()!;
    await registeredCustomer(shop);
    await shop.cart.merge(guestId);
    expect((await shop.cart.get()).products.map((l) => l.option.id)).toEqual([optionId]);
    await shop.cart.merge(guestId);
    expect((await shop.cart.get()).products).toHaveLength(1);
    const spent = await failureOf(cartWithRequestId(guestId).get());
    expect(spent).toMatchObject({ status: 422, data: { errors: { uuid: 'invalid uuid' } } });
  });

  it('given no uuid header, then 401 no uuid header', async () => {
    const error = await failureOf(cartWithRequestId(undefined).get());
    expect(error).toMatchObject({ status: 401, data: { errors: { uuid: 'no uuid header' } } });
  });

  it('given a malformed uuid header, then 422 invalid uuid', async () => {
    const error = await failureOf(cartWithRequestId('not-a-uuid').get());
    expect(error).toMatchObject({ status: 422, data: { errors: { uuid: 'invalid uuid' } } });
  });

  it('given a customer id without a token, then 403 invalid token', async () => {
    const error = await failureOf(cartWithRequestId('3b7c8f8e-1111-4111-8111-111111111111').get());
    expect(error).toMatchObject({ status: 403, data: { errors: { token: 'invalid token' } } });
  });

  it('given a token revoked by logout, then the cart answers 403 invalid token', async () => {
    const shop = storefront(api.url);
    const customer = await registeredCustomer(shop);
    await shop.auth.logout();
    shop.signIn(customer);
    expect(await failureOf(shop.cart.get())).toMatchObject({
      status: 403,
      data: { errors: { token: 'invalid token' } },
    });
  });
});
