import { describe, expect, it } from 'vitest';
import { ResponseParseError } from '@fanshop/core/shared';
import { flushMicrotasks, MemoryLogger } from '@fanshop/core/testing';
import { acceptWishlistAnswer } from '@fanshop/core/wishlist';
import { HttpWishlistGateway, WISHLIST_GET_DEBOUNCE_MS } from './http-wishlist-gateway.js';
import { aTileAnswer } from './testing/api-answers.js';
import { API_BASE, CUSTOMER, failureOf, gatewayHarness, GUEST } from './testing/gateway-harness.js';

const answer = (products: unknown[], uuid: string | null | undefined = GUEST.requestId) => ({
  status: 200,
  data: { data: { uuid, products } },
});

function setup(identity = {}) {
  const harness = gatewayHarness(identity);
  return {
    ...harness,
    wishlists: new HttpWishlistGateway(harness.http, harness.ensureRequestId, harness.scheduler),
  };
}

describe('HttpWishlistGateway reads', () => {
  it('given a burst of reads, then one request is sent after the window and every caller gets its answer', async () => {
    const { wishlists, transport, scheduler } = setup(GUEST);
    transport.answer('GET /api/v1/wishlist/', answer([{ id: 101 }]));
    const first = wishlists.get();
    scheduler.advance(WISHLIST_GET_DEBOUNCE_MS - 10);
    const second = wishlists.get();
    scheduler.advance(WISHLIST_GET_DEBOUNCE_MS - 10);
    expect(transport.sent).toHaveLength(0);
    await scheduler.advanceAsync(10);
    await flushMicrotasks();
    expect(await Promise.all([first, second])).toEqual([
      { products: [{ id: 101, tile: null }], uuid: GUEST.requestId },
      { products: [{ id: 101, tile: null }], uuid: GUEST.requestId },
    ]);
    expect(transport.count('GET /api/v1/wishlist/')).toBe(1);
  });

  it('given no request id yet, then the read ensures one and sends it', async () => {
    const harness = setup();
    harness.transport.answer('GET /api/v1/wishlist/', answer([]));
    const read = harness.wishlists.get();
    await harness.scheduler.advanceAsync(WISHLIST_GET_DEBOUNCE_MS);
    await read;
    expect(harness.ensureCalls()).toBe(1);
    expect(harness.transport.sent[0]!.headers.uuid).toBe(GUEST.requestId);
  });

  it('given products lacking an id, then the answer is not fatal and the core logs and skips them', async () => {
    const { wishlists, transport } = setup(GUEST);
    transport.answer('POST /api/v1/wishlist/', answer([{ id: 101 }, { name: 'no id' }, { id: 'x' }]));
    const response = await wishlists.add(101);
    const logger = new MemoryLogger();
    const wishlist = acceptWishlistAnswer(response, {
      gateway: wishlists,
      logger,
      guest: { isGuest: () => false },
      mergeIds: { get: () => null, set: () => undefined, clear: () => undefined },
    });
    expect(wishlist.products.map((p) => p.id)).toEqual([101]);
    expect(logger.errors).toHaveLength(2);
  });

  it('given products that are not a list, then it fails to parse naming data.data.products', async () => {
    const { wishlists, transport } = setup(GUEST);
    transport.answer('POST /api/v1/wishlist/', { status: 200, data: { data: { products: {} } } });
    const error = await failureOf(wishlists.add(1));
    expect(error).toBeInstanceOf(ResponseParseError);
    expect((error as Error).message).toBe('failed to parse the server response: data.data.products');
  });
});

describe('HttpWishlistGateway images', () => {
  it('given products with an image path, then the image is a URL on the API host; what is no product is set apart', async () => {
    const { wishlists, transport } = setup(GUEST);
    transport.answer('POST /api/v1/wishlist/', answer([aTileAnswer(101), 7]));
    const response = await wishlists.add(101);
    expect(response.products.map((product) => product.tile?.image)).toEqual([
      `${API_BASE}/images/products/101.svg`,
    ]);
    expect(response.skipped).toEqual([7]);
  });

  it('given a full tile, then it is the catalogue’s tile; an id without the tile’s fields is kept, without a tile', async () => {
    const { wishlists, transport } = setup(GUEST);
    transport.answer('POST /api/v1/wishlist/', answer([aTileAnswer(101), { id: 102, name: 'Scarf' }]));
    const [full, bare] = (await wishlists.add(101)).products;
    expect(full).toMatchObject({
      id: 101,
      tile: { id: 101, name: 'Product 101', colour: 'Red', brand: 'Puma' },
    });
    expect(bare).toEqual({ id: 102, tile: null });
  });
});

describe('HttpWishlistGateway writes', () => {
  it('when adding, removing and merging, then the documented calls carry the uuid header', async () => {
    const { wishlists, transport } = setup(CUSTOMER);
    transport.answer('POST /api/v1/wishlist/', answer([{ id: 101 }], CUSTOMER.requestId));
    transport.answer('DELETE /api/v1/wishlist/101', answer([], CUSTOMER.requestId));
    transport.answer('POST /api/v1/wishlist/merge/', answer([{ id: 102 }], null));
    expect(await wishlists.add(101)).toEqual({
      products: [{ id: 101, tile: null }],
      uuid: CUSTOMER.requestId,
    });
    expect(await wishlists.remove(101)).toEqual({ products: [], uuid: CUSTOMER.requestId });
    expect(await wishlists.merge(GUEST.requestId!)).toEqual({
      products: [{ id: 102, tile: null }],
      uuid: null,
    });
    expect(transport.sent.map((r) => [r.method, r.url, r.body])).toEqual([
      ['POST', '/api/v1/wishlist/', { productId: 101 }],
      ['DELETE', '/api/v1/wishlist/101', undefined],
      ['POST', '/api/v1/wishlist/merge/', { mergeUuid: GUEST.requestId }],
    ]);
    expect(transport.sent.every((r) => r.headers.uuid === CUSTOMER.requestId)).toBe(true);
  });
});
