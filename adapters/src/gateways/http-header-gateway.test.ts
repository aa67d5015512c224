import { describe, expect, it } from 'vitest';
import { HEADER_DATA_TIMEOUT_MS, ResponseParseError, RETRY_DEFAULT_DELAY_MS } from '@fanshop/core/shared';
import { SearchPanel } from '@fanshop/core/header';
import { flushMicrotasks, MemoryLogger } from '@fanshop/core/testing';
import { NetworkError } from '../http/http-errors.js';
import { HEADER_DATA_DEBOUNCE_MS, HttpHeaderGateway } from './http-header-gateway.js';
import { aTileAnswer } from './testing/api-answers.js';
import { API_BASE, failureOf, gatewayHarness, GUEST } from './testing/gateway-harness.js';

function setup() {
  const harness = gatewayHarness(GUEST);
  return { ...harness, header: new HttpHeaderGateway(harness.http, harness.scheduler) };
}

const headerDataAnswer = {
  blogPosts: [
    {
      id: 1,
      kind: 'blog',
      title: 'New jersey',
      teaser: 't',
      url: '/blog/article/new-jersey/',
      image: '/images/articles/1.svg',
      author: 'A',
      publishedAt: '2026-05-01',
    },
  ],
  'search-limited': [aTileAnswer(101)],
};

describe('HttpHeaderGateway autosuggest and previews', () => {
  it('given a query, then it is sent with its spaces as plus signs and the suggestions are read', async () => {
    const { header, transport } = setup();
    transport.answer('GET /autosuggest/list/?q=home+jersey', {
      status: 200,
      data: [{ phrase: 'Home jersey', weight: 12, url: '/search/?q=home+jersey' }, { weight: 3 }],
    });
    expect(await header.autosuggest('home jersey')).toEqual([
      { phrase: 'Home jersey', weight: 12, url: '/search/?q=home+jersey' },
    ]);
  });

  it('given an empty query, then no q is sent', async () => {
    const { header, transport } = setup();
    transport.answer('GET /autosuggest/list/', { status: 200, data: [] });
    await header.autosuggest('');
    expect(transport.sent[0]!.url).toBe('/autosuggest/list/');
  });

  it('given an autosuggest answer that is not a list, then it fails to parse', async () => {
    const { header, transport } = setup();
    transport.answer('GET /autosuggest/list/', { status: 200, data: { suggestions: [] } });
    expect(await failureOf(header.autosuggest(''))).toBeInstanceOf(ResponseParseError);
  });

  it('when previewing a query or products, then data.search is read into tiles with image URLs on the API', async () => {
    const { header, transport } = setup();
    transport.answer('GET /search-limited/?q=red+scarf', {
      status: 200,
      data: { search: [aTileAnswer(102)] },
    });
    transport.answer('GET /search-limited/?productIds=101,102', {
      status: 200,
      data: { search: [aTileAnswer(101)] },
    });
    const [tile] = await header.searchPreviews({ q: 'red scarf' });
    expect(tile).toEqual({
      id: 102,
      name: 'Product 102',
      brand: 'Puma',
      url: '/p/product-102/',
      image: `${API_BASE}/images/products/102.svg`,
      colour: 'Red',
      prices: { vk: 8995, rrp: 9995 },
      isHeavy: false,
      isBike: false,
      isSki: false,
    });
    expect(await header.searchPreviews({ productIds: [101, 102] })).toHaveLength(1);
  });

  it('given no product ids, then no call is made', async () => {
    const { header, transport } = setup();
    expect(await header.searchPreviews({ productIds: [] })).toEqual([]);
    expect(transport.sent).toHaveLength(0);
  });
});

describe('HttpHeaderGateway header data', () => {
  it('given a burst of calls, then one request with the 500 ms timeout is sent after the window', async () => {
    const { header, transport, scheduler } = setup();
    transport.answer('GET /header-data/', { status: 200, data: headerDataAnswer });
    const calls = [header.headerData(), header.headerData()];
    expect(transport.sent).toHaveLength(0);
    await scheduler.advanceAsync(HEADER_DATA_DEBOUNCE_MS);
    await flushMicrotasks();
    const [first, second] = await Promise.all(calls);
    expect(first).toBe(second);
    expect(first).toEqual({
      blogPosts: [
        {
          id: 1,
          title: 'New jersey',
          url: '/blog/article/new-jersey/',
          image: `${API_BASE}/images/articles/1.svg`,
        },
      ],
      previews: [expect.objectContaining({ id: 101, colour: 'Red' })],
    });
    expect(transport.count('GET /header-data/')).toBe(1);
    expect(transport.sent[0]!.timeout).toBe(HEADER_DATA_TIMEOUT_MS);
  });

  it('given the search panel asks, then the 500 ms belong to the request: the debounce before it does not use them up', async () => {
    const { header, transport, scheduler } = setup();
    const logger = new MemoryLogger();
    const panel = new SearchPanel(header, scheduler, logger);
    transport.answer('GET /header-data/', { status: 200, data: headerDataAnswer });
    transport.answer('GET /autosuggest/list/', { status: 200, data: [] });
    transport.hold();

    panel.open();
    await scheduler.advanceAsync(HEADER_DATA_DEBOUNCE_MS);
    expect(transport.count('GET /header-data/')).toBe(1);
    expect(transport.sent.find((r) => r.url === '/header-data/')!.timeout).toBe(HEADER_DATA_TIMEOUT_MS);
    // 50 ms before the request's own limit, and 50 ms after 500 ms from the panel's asking.
    await scheduler.advanceAsync(HEADER_DATA_TIMEOUT_MS - 50);
    transport.release();
    await flushMicrotasks(50);

    expect(logger.errors).toEqual([]);
    expect(panel.state.posts.map((post) => post.title)).toEqual(['New jersey']);
  });

  it('given the call times out, and its one retry too, then every caller of the burst gets the timeout', async () => {
    const { header, transport, scheduler } = setup();
    transport.answer('GET /header-data/', { fail: 'timeout' });
    const calls = [failureOf(header.headerData()), failureOf(header.headerData())];
    await scheduler.advanceAsync(HEADER_DATA_DEBOUNCE_MS);
    await scheduler.advanceAsync(RETRY_DEFAULT_DELAY_MS);
    for (const error of await Promise.all(calls)) expect(error).toBeInstanceOf(NetworkError);
    expect(transport.count('GET /header-data/')).toBe(2);
  });

  it('given an answer without search-limited, then it fails to parse naming it', async () => {
    const { header, transport, scheduler } = setup();
    transport.answer('GET /header-data/', { status: 200, data: { blogPosts: [] } });
    const call = failureOf(header.headerData());
    await scheduler.advanceAsync(HEADER_DATA_DEBOUNCE_MS);
    expect(((await call) as Error).message).toBe(
      'failed to parse the server response: data["search-limited"]',
    );
  });
});

describe('HttpHeaderGateway menu', () => {
  it('when loading the menu, then both sets are read with logos and banners on the API host', async () => {
    const { header, transport } = setup();
    transport.answer('GET /api/v1/menu/', {
      status: 200,
      data: {
        desktop: [
          {
            id: 1,
            name: 'Brands',
            url: '/brand/',
            type: 'root-brand',
            parentId: null,
            column: null,
            data: { gender: 0 },
            options: [
              {
                id: 2,
                name: 'Puma',
                url: '/brand/puma/',
                type: 'brand',
                parentId: 1,
                column: 1,
                data: { gender: 0, logo: '/images/brands/3.svg', position: 2 },
                options: [],
              },
              {
                id: 3,
                name: 'Banner',
                url: '/sale/',
                type: 'banner',
                parentId: 1,
                column: null,
                data: { gender: 0, imageData: '/images/banners/1.svg', description: 'Sale' },
                options: [],
              },
            ],
          },
        ],
        mobile: [],
      },
    });
    const menus = await header.menu();
    expect(menus.mobile).toEqual([]);
    expect(menus.desktop[0]!.options[0]!.data).toEqual({
      gender: 0,
      logo: `${API_BASE}/images/brands/3.svg`,
      position: 2,
    });
    expect(menus.desktop[0]!.options[1]!.data.imageData).toBe(`${API_BASE}/images/banners/1.svg`);
  });

  it('given a menu answer without the mobile set, then it fails to parse naming it', async () => {
    const { header, transport } = setup();
    transport.answer('GET /api/v1/menu/', { status: 200, data: { desktop: [] } });
    expect(((await failureOf(header.menu())) as Error).message).toBe(
      'failed to parse the server response: data.mobile',
    );
  });
});
