import { describe, expect, it } from 'vitest';
import { HttpProductGateway } from './http-product-gateway.js';
import { aProductAnswer } from './testing/api-answers.js';
import { API_BASE, failureOf, gatewayHarness } from './testing/gateway-harness.js';

const url = '/api/v1/product/?path=%2Fp%2Fproduct-101%2F&priceType=vk';

describe('HttpProductGateway', () => {
  it('when loading a product, then tile, sizes, pictures, breadcrumbs and related products are read', async () => {
    const { http, transport } = gatewayHarness();
    transport.answer(`GET ${url}`, { status: 200, data: aProductAnswer() });
    const product = (await new HttpProductGateway(http).getProduct('/p/product-101/', 'en-US', 'vk'))!;
    expect(product).toMatchObject({
      id: 101,
      colour: 'Red',
      description: 'The home jersey.',
      prices: { vk: 8995, rrp: 9995 },
      options: [
        { id: 1011, title: 'S', stock: 10 },
        { id: 1013, title: 'L', stock: 0 },
      ],
      breadcrumbs: [
        { name: 'Men', url: '/men/' },
        { name: 'Product 101', url: '/p/product-101/' },
      ],
    });
    expect(product.images[0]).toEqual({ url: `${API_BASE}/images/products/101.svg`, alt: 'Product 101' });
    expect(product.relatedProducts.map((p) => p.id)).toEqual([102]);
    expect(transport.sent[0]!.headers['accept-language']).toBe('en-US');
    // The fixture's alternates are empty: the field stays absent.
    expect(product.alternates).toBeUndefined();
  });

  it('when the API names the product in each language, then those paths are the alternates', async () => {
    const { http, transport } = gatewayHarness();
    const answer = aProductAnswer();
    const seo = { ...answer.seo, alternates: { en: '/p/product-101/', de: '/p/produkt-101/' } };
    transport.answer(`GET ${url}`, { status: 200, data: { ...answer, seo } });
    const product = (await new HttpProductGateway(http).getProduct('/p/product-101/', 'en-US', 'vk'))!;
    expect(product.alternates).toEqual({ 'en-US': '/p/product-101/', 'de-AT': '/p/produkt-101/' });
  });

  it('when the API names article number, size chart and facts, then the page gets them', async () => {
    const { http, transport } = gatewayHarness();
    const facts = { material: 'Polyester', care: 'Wash at 30 °C', fit: null };
    transport.answer(`GET ${url}`, {
      status: 200,
      data: { ...aProductAnswer(), sku: 'AT-101', sizeChart: 'adult-clothing', facts },
    });
    const product = (await new HttpProductGateway(http).getProduct('/p/product-101/', 'en-US', 'vk'))!;
    expect(product.articleNumber).toBe('AT-101');
    expect(product.sizeChart).toBe('adult-clothing');
    expect(product.facts).toEqual({ material: 'Polyester', care: 'Wash at 30 °C' });
  });

  it('given a size chart this frontend does not know, then the page has none instead of failing', async () => {
    const { http, transport } = gatewayHarness();
    transport.answer(`GET ${url}`, { status: 200, data: { ...aProductAnswer(), sizeChart: 'hats' } });
    const product = (await new HttpProductGateway(http).getProduct('/p/product-101/', 'en-US', 'vk'))!;
    expect(product).not.toHaveProperty('sizeChart');
  });

  it('given no such product (404), then it is null', async () => {
    const { http, transport } = gatewayHarness();
    transport.answer(`GET ${url}`, { status: 404, data: { errors: { path: 'not found' } } });
    expect(await new HttpProductGateway(http).getProduct('/p/product-101/', 'en-US', 'vk')).toBeNull();
  });

  it('given options without stock, then it fails to parse naming the field', async () => {
    const { http, transport } = gatewayHarness();
    const answer = { ...aProductAnswer(), options: [{ id: 1011, title: 'S' }] };
    transport.answer(`GET ${url}`, { status: 200, data: answer });
    const error = await failureOf(new HttpProductGateway(http).getProduct('/p/product-101/', 'en-US', 'vk'));
    expect((error as Error).message).toBe('failed to parse the server response: data.options[0].stock');
  });

  it('given another failure, then it is passed on', async () => {
    const { http, transport } = gatewayHarness();
    transport.answer(`GET ${url}`, { status: 400, data: {} });
    expect(
      await failureOf(new HttpProductGateway(http).getProduct('/p/product-101/', 'en-US', 'vk')),
    ).toMatchObject({
      status: 400,
    });
  });
});
