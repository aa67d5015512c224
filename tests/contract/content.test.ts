import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Gender } from '@fanshop/core/shared';
import { startApi, type RunningApi } from './support/api-server';
import { storefront } from './support/storefront';

let api: RunningApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

describe('given the content gateway against the reference API', () => {
  it('when loading brands, then they come with logos and positions, per department too', async () => {
    const shop = storefront(api.url);
    const all = await shop.content.brands(Gender.unknown, 'en-US');
    expect(all.length).toBeGreaterThan(0);
    expect(all[0]!.data.logo).toMatch(new RegExp(`^${api.url}/images/brands/`));
    expect(typeof all[0]!.data.position).toBe('number');
    const women = await shop.content.brands(Gender.female, 'en-US');
    expect(women.length).toBeGreaterThan(0);
    expect(women.length).toBeLessThanOrEqual(all.length);
  });

  it('when loading the blog, then a listing page and an article come back', async () => {
    const shop = storefront(api.url);
    const listing = (await shop.content.blogListing('/blog/', 'en-US', 1))!;
    expect(listing.posts.length).toBeGreaterThan(0);
    expect(listing.page).toBe(1);
    const article = (await shop.content.blogArticle(listing.posts[0]!.url, 'en-US', 'vk'))!;
    expect(article.title).toBe(listing.posts[0]!.title);
    expect(article.html).toMatch(/^<(h2|p|ul)>/);
    expect(article.related.length).toBeGreaterThan(0);
  });

  it('when loading an article about products, then they come as tiles the storefront can show', async () => {
    const shop = storefront(api.url);
    const article = (await shop.content.blogArticle(
      '/blog/article/choosing-football-boots/',
      'en-US',
      'vk',
    ))!;
    expect(article.products?.length).toBeGreaterThan(0);
    for (const tile of article.products ?? []) expect(tile.url).toMatch(/^\/p\//);
  });

  it('when loading the FAQ, then the overview and a topic with answers come back', async () => {
    const shop = storefront(api.url);
    const overview = (await shop.content.faqOverview('/faq/', 'en-US'))!;
    expect(overview.categories.length).toBeGreaterThan(0);
    const detail = (await shop.content.faqDetail(overview.categories[0]!.url, 'en-US'))!;
    expect(detail.title).toBe(overview.categories[0]!.title);
    expect(detail.entries[0]!.answerHtml).toMatch(/^<p>/);
  });

  it('when loading static and services pages, then both read as static pages, also in German', async () => {
    const shop = storefront(api.url);
    expect((await shop.content.staticPage('/static/imprint/', 'en-US'))!.title).not.toBe('');
    expect((await shop.content.staticPage('/services/shipping/', 'en-US'))!.html).not.toBe('');
    expect((await shop.content.staticPage('/static/impressum/', 'de-AT'))!.title).toMatch(/Impressum/);
  });

  it('given unknown paths, or a path of another kind of page, then the page is null', async () => {
    const shop = storefront(api.url);
    expect(await shop.content.staticPage('/static/no-such-page/', 'en-US')).toBeNull();
    expect(await shop.content.faqDetail('/faq/no-such-topic/', 'en-US')).toBeNull();
    expect(await shop.content.blogArticle('/faq/', 'en-US', 'vk')).toBeNull();
  });
});
