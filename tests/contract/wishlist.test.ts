import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldErrors } from '@fanshop/core/shared';
import { startApi, type RunningApi } from './support/api-server';
import { productWithStock } from './support/catalogue';
import { failureOf, registeredCustomer, storefront } from './support/storefront';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('given the wishlist gateway against the reference API', () => {
  it('given a new guest, when reading the list, then it is empty with the guest id as its uuid', async () => {
    const shop = storefront(api.url);
    const [first, second] = await Promise.all([shop.wishlist.get(), shop.wishlist.get()]);
    expect(first).toEqual({ products: [], uuid: shop.credentials.getRequestId() });
    expect(second).toBe(first);
  });

  it('when adding and removing products, then every answer is the list afterwards with product ids', async () => {
    const shop = storefront(api.url);
    const { product } = await productWithStock(shop, 1);
    const added = await shop.wishlist.add(product.id);
    expect(added.skipped ?? []).toEqual([]);
    expect(added.uuid).toBe(shop.credentials.getRequestId());
    expect(added.products.map((p) => p.id)).toEqual([product.id]);
    expect(added.products[0]?.tile).toMatchObject({
      name: product.name,
      url: product.url,
      image: product.image,
    });
    expect((await shop.wishlist.remove(product.id)).products).toEqual([]);
  });

  it('given an unknown product, then adding is 422 on productId; removing one not on the list is 404', async () => {
    const shop = storefront(api.url);
    const unknown = await failureOf(shop.wishlist.add(999_999_999));
    expect(unknown).toMatchObject({ status: 422 });
    expect(fieldErrors(unknown)).toEqual({ productId: 'unknown product' });
    expect(await failureOf(shop.wishlist.remove(999_999_999))).toMatchObject({ status: 404 });
  });

  it('when a customer merges the guest list, then the merged list is answered and a second merge changes nothing', async () => {
    const shop = storefront(api.url);
    const { product } = await productWithStock(shop, 1);
    const guest = await shop.wishlist.add(product.id);
    await registeredCustomer(shop);
    const merged = await shop.wishlist.merge(guest.uuid!);
    expect(merged.products.map((p) => (p as { id: number }).id)).toEqual([product.id]);
    expect((await shop.wishlist.merge(guest.uuid!)).products).toHaveLength(1);
    expect((await shop.wishlist.get()).uuid).toBe(shop.credentials.getRequestId());
  });

  it('given a token revoked by logout, then the wishlist answers 403 invalid token', async () => {
    const shop = storefront(api.url);
    const customer = await registeredCustomer(shop);
    await shop.auth.logout();
    shop.signIn(customer);
    expect(await failureOf(shop.wishlist.add(1))).toMatchObject({
      status: 403,
      data: { errors: { token: 'invalid token' } },
    });
  });
});
