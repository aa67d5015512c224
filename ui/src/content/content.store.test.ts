import { describe, expect, it } from 'vitest';
import { Gender, type Language } from '@fanshop/core/shared';
import { ContentMother, InMemoryContentGateway } from '@fanshop/core/testing';
import {
  LoadBrands,
  LoadBlogListing,
  LoadBlogArticle,
  LoadFaqOverview,
  LoadFaqDetail,
  LoadStaticPage,
  type ContentGateway,
  type FaqOverview,
} from '@fanshop/core/content';
import { ContentStore } from './content.store';

function storeOver(gateway: ContentGateway): ContentStore {
  return new ContentStore({
    loadBrands: new LoadBrands(gateway),
    loadBlogListing: new LoadBlogListing(gateway),
    loadBlogArticle: new LoadBlogArticle(gateway),
    loadFaqOverview: new LoadFaqOverview(gateway),
    loadFaqDetail: new LoadFaqDetail(gateway),
    loadStaticPage: new LoadStaticPage(gateway),
  });
}

describe('ContentStore', () => {
  const content = new InMemoryContentGateway()
    .withPage('faqOverview', '/faq/', 'en-US', ContentMother.faqOverview())
    .withPage('faqDetail', '/faq/delivery/', 'en-US', ContentMother.faqDetail());

  it('given a page on screen, when the next one is missing, then it rejects and the page stays', async () => {
    const store = storeOver(content);
    await store.loadFaqOverview('/faq/', 'en-US');
    await expect(store.loadFaqDetail('/faq/nothing/', 'en-US')).rejects.toThrow(
      'Page Not Found: /faq/nothing/',
    );
    expect(store.pageOf('faqOverview')).toEqual(ContentMother.faqOverview());
    expect(store.pageOf('faqDetail')).toBeNull();
  });

  it('given two loads overlap, when the older one answers last, then the newer page is shown', async () => {
    const answers: (() => void)[] = [];
    class SlowOverview extends InMemoryContentGateway {
      override faqOverview(path: string, language: Language) {
        return new Promise<FaqOverview | null>((resolve) =>
          answers.push(() => resolve(super.faqOverview(path, language))),
        );
      }
    }
    const slow = new SlowOverview()
      .withPage('faqOverview', '/faq/', 'en-US', ContentMother.faqOverview())
      .withPage('faqDetail', '/faq/delivery/', 'en-US', ContentMother.faqDetail());
    const store = storeOver(slow);
    const older = store.loadFaqOverview('/faq/', 'en-US');
    await store.loadFaqDetail('/faq/delivery/', 'en-US');
    answers[0]!();
    await older;
    expect(store.page?.kind).toBe('faqDetail');
  });

  it('when its state travels to the browser, then the browser store shows the same page; junk is ignored', async () => {
    const server = storeOver(
      new InMemoryContentGateway().withBrands(Gender.male, 'en-US', ContentMother.brandsInApiOrder()),
    );
    await server.loadBrands(Gender.male, 'en-US');
    const browser = storeOver(new InMemoryContentGateway());
    browser.hydrate(JSON.parse(JSON.stringify(server.dehydrate())));
    expect(browser.pageOf('brands')).toEqual(server.pageOf('brands'));
    browser.hydrate({ kind: 'staticPage' });
    browser.hydrate('nonsense');
    expect(browser.pageOf('brands')?.gender).toBe(Gender.male);
  });
});
