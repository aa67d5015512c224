import { describe, expect, it } from 'vitest';
import { listingQuery } from '@fanshop/adapters/gateways';
import { RequestCookieJar } from '@fanshop/adapters/storage';
import {
  aCartAnswer,
  aListingAnswer,
  anAccountAnswer,
  API_BASE,
  CUSTOMER,
  FakeTransport,
} from '@fanshop/adapters/testing';
import { FakeScheduler, MemoryLogger } from '@fanshop/core/testing';
import { createTeaserShop } from './wiring';

/**
 * The teaser's real wiring over a scripted network: the adapters' HTTP client and gateways, the
 * cookie credential store on a cookie jar standing in for `document.cookie`.
 */
function wired(cookieHeader: string) {
  const transport = new FakeTransport();
  const cookies = new RequestCookieJar(cookieHeader, false);
  let ended = 0;
  const shop = createTeaserShop(
    { apiBaseUrl: API_BASE, language: () => 'de-AT', onSessionEnded: () => void ended++ },
    {
      transport: transport.adapter,
      cookies,
      scheduler: new FakeScheduler(1_000_000),
      logger: new MemoryLogger(),
    },
  );
  return { shop, transport, cookies, endedCount: () => ended };
}

const listingUrl = (priceType: 'vk' | 'premium') =>
  `GET /api/v1/listing/?${listingQuery({
    path: '/jerseys/',
    query: { filters: [] },
    priceType,
    language: 'de-AT',
  })}`;

describe('the teaser’s wiring', () => {
  it('calls the shop API as the storefront does: the customer’s token and request id from the shop’s cookies', async () => {
    const { shop, transport } = wired(`__uul=${CUSTOMER.token}; __uuhlat=${CUSTOMER.requestId}`);
    transport.answer('GET /api/v1/user/', { status: 200, data: anAccountAnswer() });
    transport.answer(listingUrl('premium'), { status: 200, data: aListingAnswer() });

    const session = await shop.restoreSession.execute();
    const loaded = await shop.loadListing.execute({
      path: '/jerseys/',
      query: '',
      priceType: session.priceType,
      language: 'de-AT',
    });

    expect(session.priceType).toBe('premium');
    expect(loaded.listing.products.map((p) => p.id)).toEqual([101, 102]);
    for (const sent of transport.sent) {
      expect(sent.headers.authorization).toBe(`Bearer ${CUSTOMER.token}`);
      expect(sent.headers.uuid).toBe(CUSTOMER.requestId);
      expect(sent.headers['x-client']).toBe('storefront-web');
      expect(sent.headers['accept-language']).toBe('de-AT');
      expect(sent.withCredentials).toBe(true);
    }
  });

  it('gives a first visitor a guest id in the shop’s cookie on the first add, so the storefront finds the cart', async () => {
    const { shop, transport, cookies } = wired('');
    expect(shop.hasIdentity()).toBe(false);
    transport.answer('POST /api/v1/cart/', { status: 200, data: aCartAnswer() });

    await shop.addToCart.execute({ productOption: 1011, amount: 1 });

    const requestId = cookies.get('__uuhlat');
    expect(requestId).toMatch(/^u[0-9a-f-]{36}$/);
    expect(transport.sent[0]!.headers.uuid).toBe(requestId);
    expect(transport.sent[0]!.body).toEqual({ productOption: 1011, amount: 1 });
    expect(cookies.setCookieHeaders().join()).toContain('Path=/');
    expect(shop.hasIdentity()).toBe(true);
  });

  it('ends an invalid session as the storefront would: the credentials go and the teaser reloads as a guest', async () => {
    const { shop, transport, cookies, endedCount } = wired(`__uul=old; __uuhlat=${CUSTOMER.requestId}`);
    transport.answer('GET /api/v1/user/', { status: 403, data: { errors: { token: 'invalid token' } } });

    const session = await shop.restoreSession.execute();
    await new Promise((resolve) => setTimeout(resolve, 0));

    expect(session.priceType).toBe('vk');
    expect(cookies.get('__uul')).toBeUndefined();
    expect(endedCount()).toBe(1);
  });
});
