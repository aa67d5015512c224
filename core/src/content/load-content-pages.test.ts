import { describe, expect, it } from 'vitest';
import { PageNotFoundError } from '../navigation/page-not-found-error.js';
import { LoadBlogArticle } from './load-blog-article.js';
import { LoadBlogListing } from './load-blog-listing.js';
import { LoadFaqDetail } from './load-faq-detail.js';
import { LoadFaqOverview } from './load-faq-overview.js';
import { LoadStaticPage } from './load-static-page.js';
import { ContentMother } from './testing/content-mother.js';
import { InMemoryContentGateway } from './testing/in-memory-content-gateway.js';

describe('given content pages stored by path and language', () => {
  const content = new InMemoryContentGateway()
    .withPage('blogListing', '/blog/', 'en-US', ContentMother.blogListing())
    .withPage('blogArticle', '/blog/article/choosing-football-boots/', 'de-AT', ContentMother.blogArticle())
    .withPage('faqOverview', '/faq/', 'en-US', ContentMother.faqOverview())
    .withPage('faqDetail', '/faq/delivery/', 'en-US', ContentMother.faqDetail())
    .withPage('staticPage', '/static/imprint/', 'en-US', ContentMother.staticPage())
    .withPage(
      'staticPage',
      '/services/shipping/',
      'de-AT',
      ContentMother.staticPage('/services/shipping/', 'Versand'),
    );

  it('when a blog page is asked for, then a whole number from 1 on is that page and anything else the first', async () => {
    const gateway = new InMemoryContentGateway().withPage(
      'blogListing',
      '/blog/',
      'en-US',
      ContentMother.blogListing(),
    );
    const load = new LoadBlogListing(gateway);
    for (const page of [1, 3, 0, -2, 2.5, Number.NaN]) await load.execute('/blog/', 'en-US', page);
    expect(gateway.calls.map((call) => call.page)).toEqual([1, 3, 1, 1, 1, 1]);
  });

  it('when each kind is loaded, then the stored page is returned', async () => {
    expect(await new LoadBlogListing(content).execute('/blog/', 'en-US')).toEqual(
      ContentMother.blogListing(),
    );
    expect(
      await new LoadBlogArticle(content).execute('/blog/article/choosing-football-boots/', 'de-AT'),
    ).toEqual(ContentMother.blogArticle());
    expect(await new LoadFaqOverview(content).execute('/faq/', 'en-US')).toEqual(ContentMother.faqOverview());
    expect(await new LoadFaqDetail(content).execute('/faq/delivery/', 'en-US')).toEqual(
      ContentMother.faqDetail(),
    );
    expect(await new LoadStaticPage(content).execute('/static/imprint/', 'en-US')).toMatchObject({
      title: 'Imprint',
    });
    expect(await new LoadStaticPage(content).execute('/services/shipping/', 'de-AT')).toMatchObject({
      title: 'Versand',
    });
  });

  it('when the path is written in another case, then the same page is found, as routes match case-insensitively', async () => {
    expect(await new LoadFaqDetail(content).execute('/FAQ/Delivery/', 'en-US')).toEqual(
      ContentMother.faqDetail(),
    );
  });

  it('when a page exists only in another language, then it is not found in this one', async () => {
    await expect(new LoadStaticPage(content).execute('/services/shipping/', 'en-US')).rejects.toThrow(
      'Page Not Found: /services/shipping/',
    );
  });

  it('when a German page is missing, then the message names the path the shopper asked for, with /de/', async () => {
    const error = await new LoadFaqDetail(content).execute('/faq/unknown/', 'de-AT').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PageNotFoundError);
    expect(error).toMatchObject({ message: 'Page Not Found: /de/faq/unknown/', status: 404, fatal: true });
  });

  it.each([
    ['blog listing', () => new LoadBlogListing(content).execute('/blog/nothing/', 'en-US')],
    ['blog article', () => new LoadBlogArticle(content).execute('/blog/article/nothing/', 'en-US')],
    ['FAQ overview', () => new LoadFaqOverview(content).execute('/faq/', 'de-AT')],
    ['FAQ detail', () => new LoadFaqDetail(content).execute('/faq/nothing/', 'en-US')],
    ['static page', () => new LoadStaticPage(content).execute('/static/nothing/', 'en-US')],
  ])('when a missing %s is loaded, then it raises the not-found error', async (_kind, load) => {
    await expect(load()).rejects.toBeInstanceOf(PageNotFoundError);
  });
});

describe('given the content API answers with failures', () => {
  it('when it answers 404, then the page is not found', async () => {
    const content = new InMemoryContentGateway();
    content.failWith = { status: 404, data: { message: 'not found' } };
    await expect(new LoadStaticPage(content).execute('/static/imprint/', 'en-US')).rejects.toThrow(
      new PageNotFoundError('/static/imprint/'),
    );
  });

  it('when it fails otherwise, then the failure is passed on unchanged for the error page', async () => {
    const failure = { status: 503, data: null };
    const content = new InMemoryContentGateway();
    content.failWith = failure;
    await expect(new LoadFaqOverview(content).execute('/faq/', 'en-US')).rejects.toBe(failure);
  });
});

describe('given a paged blog listing', () => {
  it('when a page is asked for, then the gateway gets it, and a nonsense page reads as the first', async () => {
    const content = new InMemoryContentGateway().withPage(
      'blogListing',
      '/blog/running/',
      'en-US',
      ContentMother.blogListing('/blog/running/'),
    );
    const load = new LoadBlogListing(content);
    await load.execute('/blog/running/', 'en-US', 3);
    await load.execute('/blog/running/', 'en-US', 0);
    await load.execute('/blog/running/', 'en-US', 1.5);
    await load.execute('/blog/running/', 'en-US');
    expect(content.calls.map((c) => c.page)).toEqual([3, 1, 1, 1]);
  });
});
