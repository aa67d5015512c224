import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueFixture } from '../testing/catalogue-fixture';
import { fold, queryTokens } from '../index/text-index';

/** Shopper input that has broken search engines before (issue 3). */
const AWKWARD = [
  '',
  ' ',
  '"',
  '""',
  '"austria home"',
  "o'neill",
  "'",
  '-',
  '--jersey',
  't-shirt',
  'AND',
  'jersey AND',
  'AND OR NOT',
  '*',
  'jers*',
  ':',
  'name:jersey',
  '(',
  ')',
  '[]',
  '{}',
  '(jersey',
  'NEAR(a b)',
  '^',
  '\\',
  '%',
  '%%',
  '%25',
  '+',
  '++',
  'jersey+red',
  '🎉',
  '⚽ ball',
  '👨‍👩‍👧',
  '\u0000',
  'a'.repeat(500),
  'österreich',
  'ÖSTERREICH',
  'Fußball',
  'fussball',
  'jersey; DROP TABLE products;--',
  '<script>alert(1)</script>',
  '🇦🇹 trikot',
];

describe('given the catalogue search', () => {
  const { app, catalogue } = catalogueFixture(300, 7);
  const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });

  it.each(AWKWARD)(
    'when the shopper types %j, then listing, autosuggest and search-limited answer 200 with JSON',
    async (q) => {
      const enc = encodeURIComponent(q);
      for (const url of [
        `/api/v1/listing/?path=/search/&q=${enc}`,
        `/api/v1/listing/?path=/men/&q=${enc}&filters=1001`,
        `/autosuggest/list/?q=${enc}`,
        `/search-limited/?q=${enc}`,
      ]) {
        const res = await get(url);
        expect(res.status, url).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/^application\/json/);
        await res.json();
      }
    },
  );

  it.each(['%', '%FF', '%ED%A0%80', '%E0%A4%A', '%00', 'a%2', '%C3%28'])(
    'when the query is malformed percent-encoding %j, then the answers are 200',
    async (raw) => {
      for (const url of [
        `/api/v1/listing/?path=/search/&q=${raw}`,
        `/autosuggest/list/?q=${raw}`,
        `/search-limited/?q=${raw}`,
      ]) {
        expect((await get(url)).status, url).toBe(200);
      }
    },
  );

  it('when arbitrary strings are searched, then every answer is 200', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 60 }), async (q) => {
        const res = await get(`/api/v1/listing/?path=/search/&q=${encodeURIComponent(q)}`);
        expect(res.status).toBe(200);
        const suggest = await get(`/autosuggest/list/?q=${encodeURIComponent(q)}`);
        expect(suggest.status).toBe(200);
      }),
      { numRuns: 100 },
    );
  }, 60_000);

  it('when a query is run, then every product found carries each word in its name or attributes', () => {
    for (const q of ['jersey', 'austria home', 'running shoes', 'trikot damen', 'red', 'ball']) {
      const tokens = queryTokens(q);
      const answer = catalogue.listing({ path: '/search/', q, perPage: '96' }, 'en', 'vk')!;
      expect(answer.pagination.total, q).toBeGreaterThan(0);
      for (const tile of answer.products) {
        const de = catalogue.productTiles([tile.id], 'de', 'vk')[0] as typeof tile;
        const text = fold(
          [
            tile.name,
            de.name,
            ...tile.categories,
            ...de.categories,
            tile.colour.name,
            de.colour.name,
            ...tile.sports,
            ...de.sports,
            tile.genderSysname === 'unisex' ? 'women men kids damen herren kinder' : '',
            { female: 'women damen', male: 'men herren', kids: 'kids kinder' }[tile.genderSysname] ?? '',
          ].join(' '),
        ).replace(/ä/g, 'a');
        const words = text.split(/[^\p{L}\p{N}]+/u);
        for (const t of tokens)
          expect(
            words.some((w) => w.startsWith(t)),
            `${q}: ${tile.name}`,
          ).toBe(true);
      }
    }
  });

  it('when a word names one thing of a combined category, then only that thing is found; single categories match by prefix', () => {
    const hoodie = catalogue.listing({ path: '/search/', q: 'hoodie', perPage: '96' }, 'en', 'vk')!;
    expect(hoodie.pagination.total).toBeGreaterThan(0);
    for (const p of hoodie.products) expect(p.name.toLowerCase()).toContain('hoodie');
    const category = catalogue.listing({ path: '/t-shirts-hoodies/' }, 'en', 'vk')!;
    expect(catalogue.listing({ path: '/search/', q: 'hoodies' }, 'en', 'vk')!.pagination.total).toBe(
      category.pagination.total,
    );
    const jerseys = catalogue.listing({ path: '/jerseys/' }, 'de', 'vk')!;
    expect(catalogue.listing({ path: '/search/', q: 'trikot' }, 'de', 'vk')!.pagination.total).toBe(
      jerseys.pagination.total,
    );
  });

  it('when a query matches nothing, then the search page answers no products with the price range default', () => {
    const answer = catalogue.listing({ path: '/search/', q: 'zzzzqqq' }, 'en', 'vk')!;
    expect(answer.pagination.total).toBe(0);
    expect(answer.products).toEqual([]);
    expect(answer.price.range.role).toEqual({ min: 4, max: 1200 });
  });

  it('when a German umlaut is typed plainly or transliterated, then both find the same products', () => {
    const a = catalogue.listing({ path: '/search/', q: 'Österreich' }, 'de', 'vk')!;
    const b = catalogue.listing({ path: '/search/', q: 'oesterreich' }, 'de', 'vk')!;
    const c = catalogue.listing({ path: '/search/', q: 'osterreich' }, 'de', 'vk')!;
    expect(a.pagination.total).toBeGreaterThan(0);
    expect(b.pagination.total).toBe(a.pagination.total);
    expect(c.pagination.total).toBe(a.pagination.total);
  });

  it('when suggestions are asked, then each has phrase, weight (products it finds) and url, best first', async () => {
    const res = await get('/autosuggest/list/?q=jers');
    const list = (await res.json()) as { phrase: string; weight: number; url: string }[];
    expect(list.length).toBeGreaterThan(0);
    for (const s of list) {
      expect(s).toEqual({
        phrase: expect.any(String),
        weight: expect.any(Number),
        url: expect.stringMatching(/^\//),
      });
      expect(s.weight).toBeGreaterThan(0);
      expect(s.phrase.toLowerCase()).toContain('jers');
    }
    const jerseys = list.find((s) => s.phrase === 'Jerseys')!;
    expect(jerseys.url).toBe('/jerseys/');
    const listing = catalogue.listing({ path: '/jerseys/' }, 'en', 'vk')!;
    expect(jerseys.weight).toBe(listing.pagination.total);
  });

  it('when a query runs past 50 characters, then suggestions and previews read only its first 50 (the shop query rule)', async () => {
    // 50 characters that find jerseys; the 51st onwards would turn the last word into one that finds nothing.
    const first50 = `${'jersey '.repeat(7)}j`;
    const long = `${first50}zzzz`;
    const json = async (path: string) => (await (await get(path)).json()) as unknown;
    const suggestions = await json(`/autosuggest/list/?q=${encodeURIComponent(first50)}`);
    expect(suggestions).not.toEqual([]);
    expect(await json(`/autosuggest/list/?q=${encodeURIComponent(long)}`)).toEqual(suggestions);
    const products = 'austria austria austria austria jersey jersey home';
    expect(products).toHaveLength(50);
    const previews = await json(`/search-limited/?q=${encodeURIComponent(products)}`);
    expect(previews).not.toEqual({ search: [] });
    expect(await json(`/search-limited/?q=${encodeURIComponent(`${products}zzzz`)}`)).toEqual(previews);
  });

  it('when the content language is German, then suggestions are German', async () => {
    const list = (await (await get('/autosuggest/list/?q=trik', { 'accept-language': 'de-AT' })).json()) as {
      phrase: string;
    }[];
    expect(list.map((s) => s.phrase)).toContain('Trikots');
    const empty = (await (await get('/autosuggest/list/?q=', { 'accept-language': 'de' })).json()) as {
      phrase: string;
    }[];
    expect(empty.length).toBeGreaterThanOrEqual(5);
    expect(empty.some((s) => /trikot|schuhe|schal/i.test(s.phrase))).toBe(true);
  });

  it('when search-limited gets a query or product ids, then data.search holds the preview products', async () => {
    const byQuery = (await (await get('/search-limited/?q=jersey')).json()) as {
      search: { id: number; name: string }[];
    };
    expect(byQuery.search.length).toBeGreaterThan(0);
    expect(byQuery.search.length).toBeLessThanOrEqual(6);
    const ids = byQuery.search.slice(0, 2).map((p) => p.id);
    const byIds = (await (
      await get(`/search-limited/?productIds=${ids.reverse().join(',')},999999,x`)
    ).json()) as {
      search: { id: number }[];
    };
    expect(byIds.search.map((p) => p.id)).toEqual(ids);
    const de = (await (
      await get(`/search-limited/?productIds=${ids[0]}`, { 'accept-language': 'de' })
    ).json()) as {
      search: { name: string }[];
    };
    expect(de.search[0]!.name).not.toBe(
      byIds.search[0] && (byQuery.search.find((p) => p.id === ids[0])?.name ?? ''),
    );
  });

  it('when header data is asked, then it holds blog posts and preview products', async () => {
    const body = (await (await get('/header-data/', { 'accept-language': 'de' })).json()) as {
      blogPosts: { title: string; url: string }[];
      'search-limited': { id: number }[];
    };
    expect(body.blogPosts.length).toBe(3);
    expect(body.blogPosts[0]!.url).toMatch(/^\/blog\/article\/.+\/$/);
    expect(body.blogPosts[0]!.title).toBe('Rot, Weiß, Rot: das neue Heimtrikot 2026');
    expect(body['search-limited'].length).toBe(6);
  });
});
