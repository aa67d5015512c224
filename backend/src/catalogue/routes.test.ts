import { describe, expect, it } from 'vitest';
import { catalogueFixture } from './testing/catalogue-fixture';
import type { ProductDetail } from './catalogue';
import type { ListingResponse } from './listing/listing';
import type { ContentAnswer, MenuSetsView, SitemapPageView } from './content/content';

const { app, catalogue, db } = catalogueFixture(300, 7);
const get = (url: string, headers: Record<string, string> = {}) => app.request(url, { headers });
const json = async <T>(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: T; res: Response }> => {
  const res = await get(url, headers);
  return { status: res.status, body: (await res.json()) as T, res };
};

function sitemapCases(): void {
  it('when asked, then every product, the menu listings and the content come with both paths', async () => {
    const { status, body, res } = await json<{ pages: SitemapPageView[] }>('/api/v1/sitemap/');
    expect(status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    const of = (type: string) => body.pages.filter((page) => page.type === type);
    expect(of('product')).toHaveLength(catalogue.stats.products);
    expect(of('listing')).toContainEqual({ type: 'listing', alternates: { en: '/men/', de: '/herren/' } });
    expect(of('article')).toContainEqual(
      expect.objectContaining({
        alternates: {
          en: '/blog/article/new-home-jersey-2026/',
          de: '/blog/article/neues-heimtrikot-2026/',
        },
        lastModified: expect.any(String),
      }),
    );
    expect(of('static').length).toBeGreaterThan(0);
    expect(of('services').length).toBeGreaterThan(0);
    expect(of('faq-detail').length).toBeGreaterThan(0);
    expect(body.pages.some((page) => /banner/.test(page.alternates.en))).toBe(false);
    // Every path of the answer is an in-app path that its own call answers.
    const product = of('product')[0]!;
    const detail = await json<ProductDetail>(`/api/v1/product/?path=${product.alternates.de}`, {
      'accept-language': 'de',
    });
    expect(detail.body.seo.alternates).toEqual(product.alternates);
    for (const listing of of('listing')) {
      expect(listing.alternates.en.startsWith('/'), listing.alternates.en).toBe(true);
      const answer = await get(`/api/v1/listing/?path=${encodeURIComponent(listing.alternates.de)}`, {
        'accept-language': 'de',
      });
      expect(answer.status, listing.alternates.de).toBe(200);
    }
  });
}

function listingCases(): void {
  it('when a known path is asked, then it answers every part of the filter response', async () => {
    const { status, body, res } = await json<ListingResponse>(
      '/api/v1/listing/?path=/women/&filters=1001&sortField=price&sortType=asc',
    );
    expect(status).toBe(200);
    expect(Object.keys(body)).toEqual([
      'products',
      'pagination',
      'filters',
      'selected',
      'price',
      'view',
      'categoryTree',
      'sorting',
      'seo',
      'breadcrumbs',
    ]);
    expect(Object.keys(body.selected)).toEqual(['byId', 'page', 'top', 'last', 'left', 'all', 'price']);
    expect(body.view.left).toContain('GENERAL_Brand');
    expect(body.sorting).toMatchObject({ field: 'price', type: 'asc' });
    expect(res.headers.get('cache-control')).toBe('public, max-age=60');
    expect(res.headers.get('server-timing')).toMatch(/^app;dur=\d+\.\d\d$/);
    const value = body.filters[0]!.data[0]!;
    expect(Object.keys(value)).toEqual(
      expect.arrayContaining(['fv_id', 'fv_name', 'fv_name_mobile', 'hidden', 'type', 'count']),
    );
  });

  it('when the path is unknown or missing its slash parts, then it answers 404 JSON', async () => {
    for (const path of ['/unknown/', '/brand/nobody/', '/p/', '/women/men/']) {
      const { status, body } = await json<{ errors: Record<string, string> }>(
        `/api/v1/listing/?path=${encodeURIComponent(path)}`,
      );
      expect(status).toBe(404);
      expect(body).toEqual({ errors: { path: 'not found' }, codes: { path: 'not-found' } });
    }
  });

  it('when a guest asks for another price type, then it gets vk', async () => {
    const guest = await json<ListingResponse>('/api/v1/listing/?path=/&priceType=staff');
    expect(guest.body.price.priceType).toBe('vk');
    expect(guest.body.products[0]!.priceType).toBe('vk');
  });

  it('when a customer asks for their own price type, or none, then they get it; another one gives vk', async () => {
    const own = await json<ListingResponse>('/api/v1/listing/?path=/&priceType=staff', {
      'x-test-role': 'staff',
    });
    expect(own.body.price.priceType).toBe('staff');
    expect(own.res.headers.get('cache-control')).toBe('private, no-store');
    const none = await json<ListingResponse>('/api/v1/listing/?path=/', { 'x-test-role': 'premium' });
    expect(none.body.price.priceType).toBe('premium');
    const other = await json<ListingResponse>('/api/v1/listing/?path=/&priceType=pro', {
      'x-test-role': 'premium',
    });
    expect(other.body.price.priceType).toBe('vk');
  });

  it('when price bounds are given with a comma, then they filter in euros of the price type', async () => {
    const { body } = await json<ListingResponse>('/api/v1/listing/?path=/&priceMin=20,5&priceMax=60');
    expect(body.selected.price).toEqual({ min: 20.5, max: 60 });
    for (const p of body.products) {
      expect(p.prices.vk).toBeGreaterThanOrEqual(2050);
      expect(p.prices.vk).toBeLessThanOrEqual(6000);
    }
  });
}

function productCases(): void {
  const first = catalogue.listing({ path: '/men/' }, 'en', 'vk')!.products[0]!;

  it('when a product path is asked, then it answers options with stock, prices, images, description, breadcrumbs and related products', async () => {
    const { status, body } = await json<ProductDetail>(`/api/v1/product/?path=${first.url}`);
    expect(status).toBe(200);
    expect(body.id).toBe(first.id);
    expect(body.options.length).toBeGreaterThan(0);
    for (const o of body.options)
      expect(o).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        stock: expect.any(Number),
        available: o.stock > 0,
        sizeId: expect.any(Number),
      });
    expect(body.prices).toEqual({
      vk: expect.any(Number),
      rrp: expect.any(Number),
      vkFull: body.prices.vk,
      rrpFull: body.prices.rrp,
    });
    expect(body.images[0]).toBe(`/images/products/${first.id}.svg`);
    expect(body.description.length).toBeGreaterThan(20);
    expect(body.breadcrumbs.at(-1)).toEqual({ name: body.name, url: body.url });
    expect(body.breadcrumbs[0]!.url).toMatch(/^\/(women|men|kids|[a-z-]+)\/$/);
    expect(body.relatedProducts.length).toBeGreaterThan(0);
    expect(body.relatedProducts.map((p) => p.id)).not.toContain(first.id);
  });

  it('when the slug is another language’s or missing, then the id still finds the product, in the asked language', async () => {
    const { body } = await json<ProductDetail>(`/api/v1/product/?path=/p/whatever-${first.id}/`, {
      'accept-language': 'de-AT',
    });
    expect(body.id).toBe(first.id);
    expect(body.url).toMatch(/^\/p\/.+-\d+\/$/);
    expect(body.seo.alternates.en).toBe(first.url);
    expect(body.pricesFormatted.vk).toMatch(/^€\u00a0/);
  });

  it('when the product does not exist or the path is not a product path, then it answers 404', async () => {
    for (const path of ['/p/nothing-999999/', '/p/abc/', '/men/', '', '/p/0/', '/p/1/extra/']) {
      expect((await get(`/api/v1/product/?path=${encodeURIComponent(path)}`)).status, path).toBe(404);
    }
    expect((await get('/api/v1/product/')).status).toBe(404);
  });

  it('when stock is taken, then the option, the tile sizes and the size facet follow', () => {
    const detail = catalogue.product(first.url, 'en', 'vk')!;
    const option = detail.options.find((o) => o.stock > 0)!;
    expect(catalogue.takeStock(option.id, option.stock + 1)).toBe(false);
    expect(catalogue.takeStock(option.id, 0)).toBe(false);
    expect(catalogue.takeStock(option.id, option.stock)).toBe(true);
    expect(db.prepare('SELECT stock FROM product_options WHERE id = ?').pluck().get(option.id)).toBe(0);
    const after = catalogue.productTiles([first.id], 'en', 'vk')[0] as {
      sizes: { optionId: number; available: boolean }[];
    };
    expect(after.sizes.find((s) => s.optionId === option.id)!.available).toBe(false);
    const listing = catalogue.listing(
      { path: '/', filters: String(3000 + option.sizeId), perPage: '96' },
      'en',
      'vk',
    )!;
    expect(listing.products.map((p) => p.id)).not.toContain(first.id);
    // The size's count on a broad page (counted from totals) agrees with the filtered total.
    const all = catalogue.listing({ path: '/' }, 'en', 'vk')!;
    const sizeValue = all.filters
      .find((f) => f.f_name === 'GENERAL_Size')!
      .data.find((v) => v.fv_id === 3000 + option.sizeId)!;
    expect(sizeValue.count).toBe(listing.pagination.total);
    const info = catalogue.cartProductByOption(option.id, 'de')!;
    expect(info).toMatchObject({
      optionId: option.id,
      productId: first.id,
      stock: 0,
      url: expect.stringMatching(/^\/p\//),
    });
    expect(info.prices.vk).toBeGreaterThanOrEqual(info.prices.staff);
    expect(catalogue.cartProductByOption(999_999_999, 'en')).toBeUndefined();
    expect(catalogue.productExists(first.id)).toBe(true);
    expect(catalogue.productExists(999_999)).toBe(false);
  });
}

function menuBrandsAndContentCases(): void {
  it('when the menu is asked, then desktop and mobile trees carry the spec’s menu item fields', async () => {
    const { body } = await json<MenuSetsView>('/api/v1/menu/', { 'accept-language': 'de' });
    expect(body.desktop.map((i) => i.type).slice(0, 3)).toEqual([
      'root-gender',
      'root-gender',
      'root-gender',
    ]);
    const women = body.desktop[0]!;
    expect(women).toMatchObject({ name: 'Damen', url: '/damen/', parentId: null, data: { gender: 1 } });
    const column = women.options.find((o) => o.type === 'gender-category')!;
    expect(column.column).toEqual(expect.any(Number));
    expect(column.options[0]!.parentId).toBe(column.id);
    const brands = women.options.find((o) => o.type === 'gender-brand')!;
    expect(brands.options[0]!.data).toMatchObject({
      gender: 1,
      logo: expect.stringMatching(/^\/images\/brands\/\d+\.svg$/),
      position: expect.any(Number),
    });
    const banner = women.options.find((o) => o.type === 'banners')!.options[0]!;
    expect(banner).toMatchObject({
      type: 'banner',
      data: { imageData: expect.stringMatching(/^\/images\/banners\//), description: expect.any(String) },
    });
    expect(body.mobile.length).toBeGreaterThan(0);
    expect(body.mobile[0]!.column).toBeNull();
  });

  it('when brands are asked per department, then they are sorted by position with counts and gender urls', async () => {
    const all = await json<{
      gender: number | null;
      brands: { position: number; url: string; count: number; data: { position: number } }[];
    }>('/api/v1/brands/');
    expect(all.body.gender).toBeNull();
    expect(all.body.brands.length).toBeGreaterThanOrEqual(25);
    const positions = all.body.brands.map((b) => b.data.position);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const men = await json<typeof all.body>('/api/v1/brands/?gender=2');
    expect(men.body.gender).toBe(2);
    expect(men.body.brands[0]!.url).toMatch(/^\/men\/brand\/[a-z0-9-]+\/$/);
    const womenBySlug = await json<typeof all.body>('/api/v1/brands/?gender=damen', {
      'accept-language': 'de',
    });
    expect(womenBySlug.body.brands[0]!.url).toMatch(/^\/damen\/brand\//);
    const brandListing = catalogue.listing({ path: men.body.brands[0]!.url }, 'en', 'vk')!;
    expect(brandListing.pagination.total).toBe(men.body.brands[0]!.count);
  });

  it('when content paths are asked, then blog, article, FAQ, static and service pages answer in the language', async () => {
    const cases: [string, string, ContentAnswer['type']][] = [
      ['/blog/', 'en', 'blog-listing'],
      ['/blog/ratgeber/', 'de', 'blog-listing'],
      ['/blog/article/new-home-jersey-2026/', 'de', 'article'],
      ['/blog/article/trikotgroesse-finden/', 'en', 'article'],
      ['/faq/', 'en', 'faq-overview'],
      ['/faq/versand/', 'de', 'faq-detail'],
      ['/static/imprint/', 'de', 'static'],
      ['/static/datenschutz/', 'en', 'static'],
      ['/services/size-guide/', 'en', 'services'],
      ['/de/services/versand/', 'de', 'services'],
      ['/services/contact/', 'en', 'services'],
      ['/de/services/kontakt/', 'de', 'services'],
    ];
    for (const [path, lang, type] of cases) {
      const { status, body } = await json<ContentAnswer>(`/api/v1/content/?path=${path}`, {
        'accept-language': lang,
      });
      expect(status, path).toBe(200);
      expect(body.type, path).toBe(type);
    }
    const article = await json<Extract<ContentAnswer, { article: unknown }>>(
      '/api/v1/content/?path=/blog/article/new-home-jersey-2026/',
      { 'accept-language': 'de' },
    );
    expect(article.body.article.title).toBe('Rot, Weiß, Rot: das neue Heimtrikot 2026');
    expect(article.body.article.body[0]).toMatchObject({ type: 'paragraph' });
    expect(article.body.seo.alternates).toEqual({
      en: '/blog/article/new-home-jersey-2026/',
      de: '/blog/article/neues-heimtrikot-2026/',
    });
    const faq = await json<Extract<ContentAnswer, { entries: unknown }>>(
      '/api/v1/content/?path=/faq/shipping/',
    );
    expect(faq.body.entries.length).toBeGreaterThan(0);
    expect(faq.body.entries[0]).toEqual({
      id: expect.any(Number),
      question: expect.any(String),
      answer: expect.any(String),
    });
  });

  it('when a content path is unknown, then it answers 404', async () => {
    for (const path of [
      '/blog/article/nope/',
      '/faq/nope/',
      '/static/',
      '/static/nope/',
      '/services/a/b/',
      '/other/',
      '',
    ]) {
      expect((await get(`/api/v1/content/?path=${encodeURIComponent(path)}`)).status, path).toBe(404);
    }
  });
}

function imageCases(): void {
  it('when a product image is asked, then it is an SVG with long caching, also at a width', async () => {
    const res = await get('/images/products/1.svg?w=200');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const svg = await res.text();
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 400 400" width="200" height="200"/,
    );
    expect((await get('/images/products/1-3.svg')).status).toBe(200);
  });

  it('when the request carries markup, then nothing of it reaches the SVG', async () => {
    for (const url of [
      '/images/products/1.svg?w=%22%3E%3Cscript%3E',
      '/images/products/1.svg?w=1e9',
      '/images/banners/1.svg?w=-5',
    ]) {
      const res = await get(url);
      expect(res.status).toBe(200);
      const svg = await res.text();
      expect(svg).not.toMatch(/<script|onload|javascript:/i);
    }
    expect((await get('/images/products/1.svg%3Cscript%3E')).status).toBe(404);
  });

  it('when brand logos, banners and article images are asked, then they answer SVG; unknown ids 404', async () => {
    for (const url of ['/images/brands/1.svg', '/images/banners/1.svg', '/images/articles/1.svg']) {
      const res = await get(url);
      expect(res.status, url).toBe(200);
      expect(await res.text()).toMatch(/^<svg[\s\S]*<\/svg>$/);
    }
    for (const url of [
      '/images/products/999999.svg',
      '/images/products/abc.svg',
      '/images/brands/999.svg',
      '/images/brands/1.png',
      '/images/banners/99.svg',
    ]) {
      expect((await get(url)).status, url).toBe(404);
    }
  });
}

describe('given the catalogue routes', () => {
  describe('sitemap', sitemapCases);
  describe('listing', listingCases);
  describe('product', productCases);
  describe('menu, brands and content', menuBrandsAndContentCases);
  describe('images', imageCases);
});
