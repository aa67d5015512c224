import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PRICE_RANGES, PRICE_TYPES, type PriceType } from '@fanshop/core/pricing';
import type { Database } from '../../db/database';
import { catalogueFixture } from '../testing/catalogue-fixture';
import type { ListingQuery, ListingResponse } from './listing';
import { FV_BASE } from '../index/catalogue-index';
import { FACET_GROUPS } from './listing-facet-model';

/**
 * A brute-force model of the listing, straight from SQL rows and written without the index: the
 * answers of the catalogue must agree with it for any page, selection, price range and sort.
 */
interface RefProduct {
  id: number;
  brand: number;
  categories: number[];
  gender: number;
  sport: number | null;
  subSport: number | null;
  colour: number;
  outlet: boolean;
  sale: boolean;
  addedAt: number;
  salesRank: number;
  price: Record<PriceType, number>;
  sizesInStock: Set<number>;
}

function loadReference(db: Database): { products: RefProduct[]; newSince: number } {
  const parents = new Map(
    (db.prepare('SELECT id, parent_id FROM categories').raw().all() as [number, number | null][]).map(
      ([id, p]) => [id, p],
    ),
  );
  const stock = new Map<number, Set<number>>();
  for (const [pid, size] of db
    .prepare('SELECT product_id, size_id FROM product_options WHERE stock > 0')
    .raw()
    .all() as [number, number][]) {
    if (!stock.has(pid)) stock.set(pid, new Set());
    stock.get(pid)!.add(size);
  }
  const rows = db
    .prepare(
      `SELECT p.id, p.brand_id, p.category_id, p.gender_id, p.sport_id, p.sub_sport_id, p.colour_id, p.is_outlet, p.added_at,
              p.sales_rank, pr.vk, pr.premium, pr.staff, pr.pro, pr.rrp
         FROM products p JOIN product_prices pr ON pr.product_id = p.id`,
    )
    .all() as Record<string, number | string | null>[];
  const products = rows.map((r): RefProduct => {
    const categories: number[] = [];
    for (
      let c: number | null | undefined = Number(r.category_id);
      c !== null && c !== undefined;
      c = parents.get(c)
    )
      categories.push(c);
    return {
      id: Number(r.id),
      brand: Number(r.brand_id),
      categories,
      gender: Number(r.gender_id),
      sport: r.sport_id === null ? null : Number(r.sport_id),
      subSport: r.sub_sport_id === null ? null : Number(r.sub_sport_id),
      colour: Number(r.colour_id),
      outlet: r.is_outlet === 1,
      sale: Number(r.vk) < Number(r.rrp),
      addedAt: Date.parse(String(r.added_at)),
      salesRank: Number(r.sales_rank),
      price: { vk: Number(r.vk), premium: Number(r.premium), staff: Number(r.staff), pro: Number(r.pro) },
      sizesInStock: stock.get(Number(r.id)) ?? new Set(),
    };
  });
  const newest = Math.max(...products.map((p) => p.addedAt));
  return { products, newSince: newest - 30 * 86_400_000 };
}

type Group = 'GENERAL_Brand' | 'GENERAL_Color' | 'GENERAL_Gender' | 'GENERAL_Size' | 'addition' | 'sports';

function groupOf(fv: number): Group | undefined {
  if (fv >= 1 && fv <= 3) return 'GENERAL_Gender';
  if (fv > 1000 && fv < 2000) return 'GENERAL_Brand';
  if (fv > 2000 && fv < 3000) return 'GENERAL_Color';
  if (fv > 3000 && fv < 4000) return 'GENERAL_Size';
  if (fv > 4000 && fv < 5000) return 'sports';
  if (fv === 5001 || fv === 5002) return 'addition';
  return undefined;
}

function matchesValue(p: RefProduct, fv: number, newSince: number): boolean {
  switch (groupOf(fv)) {
    case 'GENERAL_Gender':
      return p.gender === fv || p.gender === 0;
    case 'GENERAL_Brand':
      return p.brand === fv - 1000;
    case 'GENERAL_Color':
      return p.colour === fv - 2000;
    case 'GENERAL_Size':
      return p.sizesInStock.has(fv - 3000);
    case 'sports':
      return p.sport === fv - 4000 || p.subSport === fv - 4000;
    case 'addition':
      return fv === 5001 ? p.sale : p.addedAt >= newSince;
    default:
      return false;
  }
}

/** Paths with what they fix: category, outlet, and page-level filter values. */
const PATHS: Record<string, { category?: number; outlet?: boolean; values: number[] }> = {
  '/': { values: [] },
  '/men/': { values: [2] },
  '/damen/': { values: [1] },
  '/kids/jerseys/': { category: 10, values: [3] },
  '/clothing/': { category: 1, values: [] },
  '/herren/schuhe/': { category: 2, values: [2] },
  '/brand/kickform/': { values: [1002] },
  '/marken/kickform/': { values: [1002] },
  '/women/brand/rotweiss-sport/': { values: [1, 1001] },
  '/sport/football/': { values: [4001] },
  '/sport/football/goalkeeping/': { values: [4001, 4012] },
  '/men/sport/running/': { values: [2, 4002] },
  '/outlet/': { outlet: true, values: [] },
  '/outlet/jackets/': { outlet: true, category: 12, values: [] },
  '/Men/Jerseys/': { category: 10, values: [2] },
};

interface Request {
  path: string;
  filters: number[];
  priceMin?: number;
  priceMax?: number;
  priceType: PriceType;
  sort: [string, string];
  page: number;
}

function expected(ref: { products: RefProduct[]; newSince: number }, req: Request) {
  const page = PATHS[req.path]!;
  const selection = new Map<Group, Set<number>>();
  const add = (fv: number) => {
    const g = groupOf(fv);
    if (!g) return;
    if (!selection.has(g)) selection.set(g, new Set());
    selection.get(g)!.add(fv);
  };
  for (const fv of [...page.values, ...req.filters]) add(fv);
  // A sub-sport selects its parent.
  const subToParent: Record<number, number> = {};
  for (const p of ref.products)
    if (p.sport !== null && p.subSport !== null) subToParent[4000 + p.subSport] = 4000 + p.sport;
  for (const fv of [...(selection.get('sports') ?? [])])
    if (subToParent[fv] !== undefined) add(subToParent[fv]!);

  let min = req.priceMin ?? null;
  let max = req.priceMax ?? null;
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  const inPage = (p: RefProduct) =>
    (page.category === undefined || p.categories.includes(page.category)) && (!page.outlet || p.outlet);
  const inPrice = (p: RefProduct) =>
    (min === null || p.price[req.priceType] >= min * 100) &&
    (max === null || p.price[req.priceType] <= max * 100);
  const inGroup = (p: RefProduct, g: Group) => {
    const selected = selection.get(g);
    if (!selected || selected.size === 0) return true;
    return [...selected].some((fv) => {
      if (g === 'sports') {
        const children = [...selected].filter((c) => subToParent[c] === fv);
        if (children.length > 0) return false;
      }
      return matchesValue(p, fv, ref.newSince);
    });
  };
  const groups: readonly Group[] = FACET_GROUPS;
  const result = ref.products.filter((p) => inPage(p) && inPrice(p) && groups.every((g) => inGroup(p, g)));
  const counts = (fv: number) => {
    const g = groupOf(fv)!;
    return ref.products.filter(
      (p) =>
        inPage(p) &&
        inPrice(p) &&
        groups.every((h) => h === g || inGroup(p, h)) &&
        matchesValue(p, fv, ref.newSince),
    ).length;
  };
  const priceBase = ref.products.filter((p) => inPage(p) && groups.every((g) => inGroup(p, g)));
  const prices = priceBase.map((p) => p.price[req.priceType]);
  const range =
    prices.length === 0
      ? DEFAULT_PRICE_RANGES[req.priceType]
      : { min: Math.floor(Math.min(...prices) / 100), max: Math.ceil(Math.max(...prices) / 100) };

  const [field, type] = req.sort;
  const sorted = [...result].sort((a, b) => {
    if (field === 'price' && type === 'asc')
      return a.price[req.priceType] - b.price[req.priceType] || a.id - b.id;
    if (field === 'price') return b.price[req.priceType] - a.price[req.priceType] || a.id - b.id;
    if (field === 'added_at') return b.addedAt - a.addedAt || a.id - b.id;
    return b.salesRank - a.salesRank || a.id - b.id;
  });
  return {
    total: result.length,
    ids: sorted.slice((req.page - 1) * 10, req.page * 10).map((p) => p.id),
    counts,
    range,
    selected: selection,
  };
}

const SORTS: [string, string][] = [
  ['sales_rank', 'desc'],
  ['price', 'desc'],
  ['price', 'asc'],
  ['added_at', 'desc'],
];

const { db, catalogue } = catalogueFixture(300, 7);
const ref = loadReference(db);
const allValues = [
  1,
  2,
  3,
  ...[1, 2, 3, 5, 9, 19, 22, 33].map((b) => 1000 + b),
  2001,
  2002,
  2003,
  2006,
  3002,
  3003,
  3005,
  3010,
  3020,
  3025,
  4001,
  4002,
  4003,
  4011,
  4012,
  4013,
  4021,
  4031,
  5001,
  5002,
];

const run = (req: Request): ListingResponse => {
  const query: ListingQuery = {
    path: req.path,
    filters: req.filters.join(','),
    priceMin: req.priceMin === undefined ? undefined : String(req.priceMin),
    priceMax: req.priceMax === undefined ? undefined : String(req.priceMax),
    sortField: req.sort[0],
    sortType: req.sort[1],
    page: String(req.page),
    perPage: '10',
  };
  const answer = catalogue.listing(query, 'en', req.priceType);
  if (!answer) throw new Error(`no listing for ${req.path}`);
  return answer;
};

const requests = fc.record({
  path: fc.constantFrom(...Object.keys(PATHS)),
  filters: fc.uniqueArray(fc.constantFrom(...allValues), { maxLength: 6 }),
  priceMin: fc.option(fc.integer({ min: 0, max: 200 }), { nil: undefined }),
  priceMax: fc.option(fc.integer({ min: 0, max: 400 }), { nil: undefined }),
  priceType: fc.constantFrom(...PRICE_TYPES),
  sort: fc.constantFrom(...SORTS),
  page: fc.integer({ min: 1, max: 3 }),
});

/** The products, counts, range and order of a listing, against a brute-force computation. */
function resultCases(): void {
  it('when any page, selection, price range and sort is asked, then products, total, counts and range match a brute-force computation', () => {
    fc.assert(
      fc.property(requests, (req) => {
        const answer = run(req);
        const want = expected(ref, req);
        expect(answer.pagination.total).toBe(want.total);
        expect(answer.products.map((p) => p.id)).toEqual(want.ids);
        for (const filter of answer.filters) {
          if (filter.f_name === 'price' || filter.f_name === 'sorting') continue;
          const values = filter.data.flatMap((v) => [v, ...(v.pivot ?? [])]);
          for (const v of values)
            expect({ fv: v.fv_id, count: v.count }).toEqual({ fv: v.fv_id, count: want.counts(v.fv_id) });
        }
        expect(answer.price.range.role).toEqual(want.range);
        expect(answer.selected.all).toEqual(
          [...want.selected.values()].flatMap((s) => [...s]).sort((a, b) => a - b),
        );
      }),
      { numRuns: 150 },
    );
  }, 60_000);

  it('when a value is selected in a group, then that group’s counts ignore it (disjunctive) and other groups narrow', () => {
    const none = run({ path: '/', filters: [], priceType: 'vk', sort: SORTS[0]!, page: 1 });
    const one = run({ path: '/', filters: [2003], priceType: 'vk', sort: SORTS[0]!, page: 1 });
    const colours = (a: ListingResponse) =>
      a.filters.find((f) => f.f_name === 'GENERAL_Color')!.data.map((v) => v.count);
    expect(colours(one)).toEqual(colours(none));
    const red = none.filters.find((f) => f.f_name === 'GENERAL_Color')!.data.find((v) => v.fv_id === 2003)!;
    expect(one.pagination.total).toBe(red.count);
    const brandSum = (a: ListingResponse) =>
      a.filters.find((f) => f.f_name === 'GENERAL_Brand')!.data.reduce((s, v) => s + v.count, 0);
    expect(brandSum(one)).toBe(one.pagination.total);
  });

  it('when sorted, then each of the four orders holds over the whole result', () => {
    for (const [field, type] of SORTS) {
      const ids: number[] = [];
      for (let page = 1; page <= 40; page++) {
        const answer = run({ path: '/clothing/', filters: [], priceType: 'pro', sort: [field, type], page });
        ids.push(...answer.products.map((p) => p.id));
        if (page >= answer.pagination.totalPages) break;
      }
      const want = expected(ref, {
        path: '/clothing/',
        filters: [],
        priceType: 'pro',
        sort: [field, type],
        page: 1,
      });
      expect(ids.length).toBe(want.total);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('when the default page size is used, then pages hold 24 products and the last page the rest', () => {
    const first = catalogue.listing({ path: '/' }, 'en', 'vk')!;
    expect(first.products).toHaveLength(24);
    expect(first.pagination).toEqual({ page: 1, perPage: 24, total: 300, totalPages: 13 });
    const last = catalogue.listing({ path: '/', page: '13' }, 'en', 'vk')!;
    expect(last.products).toHaveLength(300 - 12 * 24);
    expect(catalogue.listing({ path: '/', page: '14' }, 'en', 'vk')!.products).toEqual([]);
    expect(catalogue.listing({ path: '/', page: 'x' }, 'en', 'vk')!.pagination.page).toBe(1);
  });

  it('when the price type differs, then tiles carry that type’s price and the range follows it', () => {
    const vk = catalogue.listing({ path: '/', sortField: 'price', sortType: 'desc' }, 'en', 'vk')!;
    const staff = catalogue.listing({ path: '/', sortField: 'price', sortType: 'desc' }, 'en', 'staff')!;
    expect(staff.products[0]!.prices.vk).toBeLessThan(vk.products[0]!.prices.vk);
    expect(staff.products[0]!.priceType).toBe('staff');
    expect(staff.price.range.role.max).toBeLessThan(vk.price.range.role.max);
    expect(vk.products[0]!.pricesFormatted.vk).toMatch(/^€[\d,]+\.\d\d$/);
  });
}

/** What a listing says about its page: the selection, the category tree, seo and the trail. */
function pageCases(): void {
  it('when a listing is searched or narrowed by more than one filter, then it asks not to be indexed (core rule)', () => {
    const robots = (query: ListingQuery) => catalogue.listing(query, 'en', 'vk')!.seo.robots;
    expect(robots({ path: '/men/jerseys/' })).toBe('index,follow');
    expect(robots({ path: '/men/jerseys/', filters: '1001' })).toBe('index,follow');
    expect(robots({ path: '/men/jerseys/', sortField: 'price', sortType: 'asc' })).toBe('index,follow');
    expect(robots({ path: '/men/jerseys/', filters: '1001', priceMin: '20' })).toBe('noindex,follow');
    expect(robots({ path: '/men/jerseys/', filters: '1001,2003' })).toBe('noindex,follow');
    expect(robots({ path: '/search/', q: 'jersey' })).toBe('noindex,follow');
  });

  it('when the path fixes filters, then selected.page, categoryTree and seo describe the page', () => {
    const answer = catalogue.listing({ path: '/men/jerseys/', filters: '1001,2003' }, 'de', 'vk')!;
    expect(answer.selected.page).toEqual([2]);
    expect(answer.selected.last).toEqual([1001, 2003]);
    expect(answer.selected.top.map((t) => t.fv_id)).toEqual([1001, 2003]);
    expect(answer.selected.left).toEqual({
      GENERAL_Brand: [1001],
      GENERAL_Color: [2003],
      GENERAL_Gender: [2],
    });
    expect(answer.selected.byId['2']).toMatchObject({ f_name: 'GENERAL_Gender', f_id: 82, page: true });
    expect(answer.categoryTree).toMatchObject({ isGenderInRequest: true, lastLevel: true, outlet: false });
    expect(answer.categoryTree.genders.map((g) => g.url)).toEqual([
      '/damen/trikots/',
      '/herren/trikots/',
      '/kinder/trikots/',
    ]);
    const clothing = answer.categoryTree.tree.find((n) => n.id === 1)!;
    expect(clothing).toMatchObject({ selected: true, url: '/herren/bekleidung/' });
    expect(clothing.children.find((c) => c.id === 10)).toMatchObject({ selected: true, name: 'Trikots' });
    expect(answer.seo.alternates).toEqual({ en: '/men/jerseys/', de: '/herren/trikots/' });
    expect(answer.seo.robots).toBe('noindex,follow');
    expect(answer.sorting).toMatchObject({ field: 'sales_rank', type: 'desc' });
    expect(answer.filters.map((f) => [f.f_name, f.f_id, f.f_type])).toEqual([
      ['GENERAL_Brand', 83, 'toggle'],
      ['GENERAL_Color', 91, 'toggle'],
      ['GENERAL_Gender', 82, 'radio'],
      ['GENERAL_Size', 89, 'toggle'],
      ['price', 92, 'dropdown'],
      ['sorting', 93, 'radio'],
      ['addition', 94, 'toggle'],
      ['sports', 95, 'toggle'],
    ]);
    const sports = answer.filters.find((f) => f.f_name === 'sports')!;
    expect(sports.data[0]).toMatchObject({ id: 1, fv_id: 4001, pivot: expect.any(Array) });
    expect(sports.data[0]!.pivot![0]).toMatchObject({ fv_id: 4011, type: 'subsport' });
  });

  it('names the trail from home to the page as a product’s runs: department, categories, brand or sport, the page last', () => {
    const trail = (path: string, language: 'en' | 'de' = 'en') =>
      catalogue.listing({ path }, language, 'vk')!.breadcrumbs.map((s) => `${s.name} ${s.url}`);

    expect(trail('/men/jerseys/')).toEqual(['Men /men/', 'Clothing /men/clothing/', 'Jerseys /men/jerseys/']);
    expect(trail('/herren/trikots/', 'de')).toEqual([
      'Herren /herren/',
      'Bekleidung /herren/bekleidung/',
      'Trikots /herren/trikots/',
    ]);
    expect(trail('/men/')).toEqual(['Men /men/']);
    expect(trail('/jerseys/')).toEqual(['Clothing /clothing/', 'Jerseys /jerseys/']);
    expect(trail('/women/outlet/balls/')).toEqual([
      'Women /women/',
      'Outlet /women/outlet/',
      'Equipment /women/outlet/equipment/',
      'Balls /women/outlet/balls/',
    ]);
    expect(trail('/sport/football/goalkeeping/')).toEqual([
      'Football /sport/football/',
      'Goalkeeping /sport/football/goalkeeping/',
    ]);
    const brand = catalogue.listing({ path: '/' }, 'en', 'vk')!.filters[0]!.data[0]!;
    const brandPath = `/men/brand/${brand.fv_id - FV_BASE.brand}/`;
    expect(trail(brandPath)).toEqual([
      'Men /men/',
      `${brand.fv_name} ${catalogue.listing({ path: brandPath }, 'en', 'vk')!.seo.canonical}`,
    ]);
    expect(trail('/search/')).toEqual([]);
    expect(trail('/')).toEqual([]);
  });

  it('for every page of the category tree, each step of its trail is a listing and the last is the page itself', () => {
    const pages = (nodes: ListingResponse['categoryTree']['tree']): string[] =>
      nodes.flatMap((n) => [n.url, ...pages(n.children)]);
    const root = catalogue.listing({ path: '/women/' }, 'en', 'vk')!;
    for (const path of ['/women/', ...pages(root.categoryTree.tree), '/outlet/', '/sport/running/']) {
      const answer = catalogue.listing({ path }, 'en', 'vk')!;
      expect(answer.breadcrumbs.at(-1)?.url, path).toBe(answer.seo.canonical);
      for (const step of answer.breadcrumbs)
        expect(catalogue.listing({ path: step.url }, 'en', 'vk'), step.url).toBeDefined();
    }
  });
}

/** Listings that find nothing, and requests that name nothing. */
function edgeCases(): void {
  it('when no product is left, then the price range falls back to the role’s default', () => {
    const answer = catalogue.listing(
      { path: '/', filters: '3001', priceMin: '1190', priceMax: '1199' },
      'en',
      'premium',
    )!;
    expect(answer.pagination.total).toBe(0);
    const empty = catalogue.listing({ path: '/outlet/balls/', filters: '1035,2015' }, 'en', 'premium')!;
    if (empty.pagination.total === 0) expect(empty.price.range.role).toEqual(DEFAULT_PRICE_RANGES.premium);
  });

  it('when filter ids are unknown or malformed, then they are ignored', () => {
    const answer = catalogue.listing({ path: '/', filters: '99999,abc,,-1,1.5,1001' }, 'en', 'vk')!;
    expect(answer.selected.all).toEqual([1001]);
  });

  it('when the path names nothing, then there is no listing', () => {
    for (const path of [
      '/nope/',
      '/men/nope/',
      '/brand/',
      '/brand/unknown/',
      '/sport/football/nope/',
      '/jerseys/extra/',
      'men',
      '/search/x/',
    ]) {
      expect(catalogue.listing({ path }, 'en', 'vk')).toBeUndefined();
    }
  });
}

describe('given a catalogue of 300 products', () => {
  resultCases();
  pageCases();
  edgeCases();
});
