import { describe, expect, it } from 'vitest';
import { ResponseParseError } from '@fanshop/core/shared';
import { SessionRequiredError } from '../http/http-errors.js';
import { HttpCartGateway } from './http-cart-gateway.js';
import { aCartAnswer, aCartLineAnswer } from './testing/api-answers.js';
import { CUSTOMER, failureOf, gatewayHarness, GUEST } from './testing/gateway-harness.js';

function setup(identity = {}) {
  const harness = gatewayHarness(identity);
  return { ...harness, carts: new HttpCartGateway(harness.http, harness.ensureRequestId) };
}

describe('HttpCartGateway', () => {
  it('given no request id yet, when loading the cart, then one is ensured and sent as the uuid header', async () => {
    const harness = setup();
    harness.transport.answer('GET /api/v1/cart/', { status: 200, data: aCartAnswer() });
    await harness.carts.get();
    expect(harness.ensureCalls()).toBe(1);
    expect(harness.transport.sent[0]!.headers.uuid).toBe(GUEST.requestId);
  });

  it('when loading the cart, then the answer is read into the cart with prices in cents', async () => {
    const { carts, transport } = setup(GUEST);
    transport.answer('GET /api/v1/cart/', { status: 200, data: aCartAnswer() });
    const cart = await carts.get();
    expect(cart.uuid).toBe(GUEST.requestId);
    expect(cart.total).toEqual({
      totalCartPriceFormatted: '€179.90',
      deliveryPriceFormatted: '€0.00',
      deliveryPrice: 0,
    });
    expect(cart.products[0]).toMatchObject({
      hash: 'a1b2c3d4e5f60718',
      option: { id: 1011, quantity: 2, stock: 10, title: 'S' },
      status: 2,
      prices: { vk: 8995, rrp: 9995, vkFull: 17990, rrpFull: 19990 },
    });
  });

  it('given a price in euros, then the cart fails to parse naming that price', async () => {
    const { carts, transport } = setup(GUEST);
    const line = aCartLineAnswer({ prices: { vk: 89.95, rrp: 99.95, vkFull: 179.9, rrpFull: 199.9 } });
    transport.answer('GET /api/v1/cart/', { status: 200, data: aCartAnswer([line]) });
    const error = await failureOf(carts.get());
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as Error).message).toBe(
      'failed to parse the server response: data.data.products[0].prices.vk',
    );
  });

  it('given a line without its total price text, then the cart fails to parse naming it', async () => {
    const { carts, transport } = setup(GUEST);
    const answer = aCartAnswer();
    const { totalCartPriceFormatted: _dropped, ...total } = answer.data.total;
    transport.answer('GET /api/v1/cart/', { status: 200, data: { data: { ...answer.data, total } } });
    const error = await failureOf(carts.get());
    expect((error as Error).message).toBe(
      'failed to parse the server response: data.data.total.totalCartPriceFormatted',
    );
  });

  it('when adding, then the option and an amount of 1 are posted, related products only when given', async () => {
    const { carts, transport } = setup(GUEST);
    transport.answer('POST /api/v1/cart/', { status: 200, data: aCartAnswer() });
    await carts.add({ productOption: 1011 });
    await carts.add({ productOption: 1011, amount: 3, relatedProducts: [102] });
    expect(transport.sent[0]!.body).toEqual({ productOption: 1011, amount: 1 });
    expect(transport.sent[1]!.body).toEqual({ productOption: 1011, amount: 3, relatedProducts: [102] });
    expect(transport.sent.every((r) => r.headers.uuid === GUEST.requestId)).toBe(true);
  });

  it('when removing a line, then it is deleted by hash and the new cart answered', async () => {
    const { carts, transport } = setup(GUEST);
    transport.answer('DELETE /api/v1/cart/hash/a1b2/', { status: 200, data: aCartAnswer([]) });
    const cart = await carts.remove('a1b2');
    expect(cart?.products).toEqual([]);
  });

  it('given the shopper leaving, when removing a line, then the call is sent to outlive the page (keepalive)', async () => {
    const { carts, transport } = setup(GUEST);
    transport.answer('DELETE /api/v1/cart/hash/a1b2/', { status: 200, data: aCartAnswer([]) });
    await carts.remove('a1b2', { keepalive: true });
    await carts.remove('a1b2');
    expect(transport.sent.map((r) => r.keepalive)).toEqual([true, false]);
  });

  it('given a removal answered without a cart, then the result is null', async () => {
    const { carts, transport } = setup(GUEST);
    transport.answer('DELETE /api/v1/cart/hash/a1b2/', { status: 200, data: '' });
    expect(await carts.remove('a1b2')).toBeNull();
  });

  it('when merging, then the guest cart uuid is posted with the customer token', async () => {
    const { carts, transport } = setup(CUSTOMER);
    transport.answer('POST /api/v1/cart/merge/', { status: 200, data: aCartAnswer() });
    await carts.merge(GUEST.requestId!);
    expect(transport.sent[0]).toMatchObject({ body: { mergeUuid: GUEST.requestId } });
    expect(transport.sent[0]!.headers).toMatchObject({
      authorization: 'Bearer tok-123',
      uuid: CUSTOMER.requestId,
    });
  });

  it('given a guest, then merging is refused without a request', async () => {
    const { carts, transport } = setup(GUEST);
    expect(await failureOf(carts.merge('u1'))).toBeInstanceOf(SessionRequiredError);
    expect(transport.sent).toHaveLength(0);
  });
});
