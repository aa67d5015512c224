import { describe, expect, it } from 'vitest';
import { PageNotFoundError } from '../navigation/page-not-found-error.js';
import { ShopError } from '../shared/errors.js';
import { LoadProduct } from './load-product.js';
import { InMemoryProductGateway } from './testing/in-memory-product-gateway.js';
import { ProductMother } from './testing/product-mother.js';

describe('LoadProduct', () => {
  it('given a product at the path, when loading, then it is answered for the language and price type', async () => {
    const product = ProductMother.jerseyDetail();
    const gateway = new InMemoryProductGateway().with(product);
    const loaded = await new LoadProduct(gateway).execute({
      path: product.url,
      language: 'de-AT',
      priceType: 'pro',
    });
    expect(loaded).toBe(product);
    expect(gateway.requests).toEqual([{ path: product.url, language: 'de-AT', priceType: 'pro' }]);
  });

  it('given no product at the path, when loading, then a not-found ShopError (404) is raised', async () => {
    const load = new LoadProduct(new InMemoryProductGateway()).execute({
      path: '/p/unknown-1/',
      language: 'en-US',
      priceType: 'vk',
    });
    await expect(load).rejects.toBeInstanceOf(ShopError);
    await expect(load).rejects.toBeInstanceOf(PageNotFoundError);
    await expect(load).rejects.toMatchObject({
      code: 'page-not-found',
      status: 404,
      message: 'Page Not Found: /p/unknown-1/',
    });
  });

  it('given the API answers 404, when loading, then the same not-found error is raised', async () => {
    const gateway = new InMemoryProductGateway();
    gateway.failure = { status: 404, data: { message: 'not found' } };
    const load = new LoadProduct(gateway).execute({ path: '/p/gone-2/', language: 'en-US', priceType: 'vk' });
    await expect(load).rejects.toBeInstanceOf(PageNotFoundError);
  });

  it('given a server error, when loading, then it is not mistaken for a missing product', async () => {
    const gateway = new InMemoryProductGateway();
    gateway.failure = { status: 500, data: {} };
    const load = new LoadProduct(gateway).execute({ path: '/p/x-3/', language: 'en-US', priceType: 'vk' });
    await expect(load).rejects.toEqual({ status: 500, data: {} });
  });
});
