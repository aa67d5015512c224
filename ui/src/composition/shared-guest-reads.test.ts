import { describe, expect, it } from 'vitest';
import { FakeScheduler } from '@fanshop/core/testing';
import type { ListingGateway, ListingRequest, ProductGateway } from '@fanshop/core/catalog';
import type { ContentGateway } from '@fanshop/core/content';
import { isDeepFrozen } from '../app/frozen-values';
import { SERVER_GUEST_READ_TTL_MS, SharedGuestReads } from './shared-guest-reads';

/** A listing gateway that answers each call with a new object naming the call, and counts calls. */
function countingListing() {
  const calls: ListingRequest[] = [];
  let failNext = false;
  const gateway = {
    getListing: async (request: ListingRequest) => {
      calls.push(request);
      if (failNext) {
        failNext = false;
        throw new Error('the API is away');
      }
      return { call: calls.length, priceType: request.priceType } as never;
    },
  } satisfies ListingGateway;
  return { gateway, calls, failOnce: () => (failNext = true) };
}

const men = (priceType: 'vk' | 'premium' = 'vk'): ListingRequest => ({
  path: '/men/',
  query: { filters: [] },
  priceType,
  language: 'en-US',
});

function setup(maxEntries?: number) {
  const clock = new FakeScheduler(0);
  const shared = new SharedGuestReads(clock, SERVER_GUEST_READ_TTL_MS, maxEntries);
  return { clock, shared, api: countingListing() };
}

describe('catalogue answers shared by the guests of a server', () => {
  it('one answer serves every guest asking the same until it is a few seconds old', async () => {
    const { clock, shared, api } = setup();
    const guest = () => shared.listing(api.gateway, () => true);

    const first = await guest().getListing(men());
    expect(await guest().getListing(men())).toBe(first);
    expect(api.calls).toHaveLength(1);

    clock.advance(SERVER_GUEST_READ_TTL_MS);
    expect(await guest().getListing(men())).not.toBe(first);
    expect(api.calls).toHaveLength(2);
  });

  it('a shared answer is frozen all the way: no request can change it for the next, a customer’s is left as it is', async () => {
    const { shared } = setup();
    type Answer = { products: { id: number; name: string }[] };
    const answer = (): Answer => ({ products: [{ id: 1, name: 'Jersey' }] });
    const gateway = { getListing: async () => answer() as never } satisfies ListingGateway;
    const ask = async (isGuest: boolean, priceType: 'vk' | 'premium') =>
      (await shared.listing(gateway, () => isGuest).getListing(men(priceType))) as unknown as Answer;
    const guests = await ask(true, 'vk');
    expect(isDeepFrozen(guests)).toBe(true);
    expect(() => {
      guests.products[0]!.name = 'Scarf';
    }).toThrow(TypeError);
    const customers = await ask(false, 'premium');
    expect(Object.isFrozen(customers)).toBe(false);
  });

  it('guests arriving while the answer loads wait for that one call', async () => {
    const { shared, api } = setup();
    const guest = shared.listing(api.gateway, () => true);
    const answers = await Promise.all([guest.getListing(men()), guest.getListing(men())]);
    expect(answers[0]).toBe(answers[1]);
    expect(api.calls).toHaveLength(1);
  });

  it('a different path, filter, price type or language is a different answer', async () => {
    const { shared, api } = setup();
    const guest = shared.listing(api.gateway, () => true);
    await guest.getListing(men());
    await guest.getListing({ ...men(), path: '/women/' });
    await guest.getListing({ ...men(), query: { filters: [], page: 2 } });
    await guest.getListing(men('premium'));
    await guest.getListing({ ...men(), language: 'de-AT' });
    expect(api.calls).toHaveLength(5);
  });

  it('a customer’s reads are never shared, neither taken from nor given to the guests', async () => {
    const { shared, api } = setup();
    const guest = shared.listing(api.gateway, () => true);
    const customer = shared.listing(api.gateway, () => false);

    await customer.getListing(men('premium'));
    await guest.getListing(men('premium'));
    expect(api.calls).toHaveLength(2);
    const guests = await guest.getListing(men());
    expect(await customer.getListing(men())).not.toBe(guests);
    expect(api.calls).toHaveLength(4);
    expect(shared.size).toBe(2);
  });

  it('does not keep a failed answer: the next guest asks again', async () => {
    const { shared, api } = setup();
    const guest = shared.listing(api.gateway, () => true);
    api.failOnce();
    await expect(guest.getListing(men())).rejects.toThrow('the API is away');
    await expect(guest.getListing(men())).resolves.toMatchObject({ call: 2 });
    expect(shared.size).toBe(1);
  });

  it('keeps at most its bound of answers, the oldest leaving first', async () => {
    const { shared, api } = setup(3);
    const guest = shared.listing(api.gateway, () => true);
    for (const path of ['/a/', '/b/', '/c/', '/d/']) await guest.getListing({ ...men(), path });
    expect(shared.size).toBe(3);
    await guest.getListing({ ...men(), path: '/d/' });
    await guest.getListing({ ...men(), path: '/a/' });
    expect(api.calls.map((c) => c.path)).toEqual(['/a/', '/b/', '/c/', '/d/', '/a/']);
  });

  it('shares products and content pages by what they are asked for', async () => {
    const { shared } = setup();
    const asked: string[] = [];
    const product: ProductGateway = {
      getProduct: async (path, language, priceType) => {
        asked.push(`product ${path} ${language} ${priceType}`);
        return null;
      },
    };
    const page = async (what: string) => {
      asked.push(what);
      return null;
    };
    const content: ContentGateway = {
      brands: async () => {
        asked.push('brands');
        return [];
      },
      blogListing: (path, _l, n) => page(`blog ${path} ${n}`),
      blogArticle: (path, _l, priceType) => page(`article ${path} ${priceType}`),
      faqOverview: (path) => page(`faq ${path}`),
      faqDetail: (path) => page(`faq detail ${path}`),
      staticPage: (path) => page(`static ${path}`),
    };
    const guestProduct = shared.product(product, () => true);
    const guestContent = shared.content(content, () => true);
    for (let i = 0; i < 2; i++) {
      await guestProduct.getProduct('/p/jersey-1/', 'en-US', 'vk');
      await guestContent.brands(0 as never, 'en-US');
      await guestContent.blogListing('/blog/', 'en-US', 2);
      await guestContent.blogArticle('/blog/article/a/', 'en-US', 'vk');
      await guestContent.faqOverview('/faq/', 'en-US');
      await guestContent.faqDetail('/faq/x/', 'en-US');
      await guestContent.staticPage('/static/imprint/', 'en-US');
    }
    await guestProduct.getProduct('/p/jersey-1/', 'de-AT', 'vk');
    expect(asked).toEqual([
      'product /p/jersey-1/ en-US vk',
      'brands',
      'blog /blog/ 2',
      'article /blog/article/a/ vk',
      'faq /faq/',
      'faq detail /faq/x/',
      'static /static/imprint/',
      'product /p/jersey-1/ de-AT vk',
    ]);
  });
});
