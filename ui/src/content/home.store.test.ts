import { describe, expect, it } from 'vitest';
import { Gender } from '@fanshop/core/shared';
import {
  MemoryLogger,
  InMemoryListingGateway,
  ListingMother,
  InMemoryContentGateway,
  ContentMother,
} from '@fanshop/core/testing';
import { LoadListing } from '@fanshop/core/catalog';
import { LoadBrands, LoadBlogListing } from '@fanshop/core/content';
import { HomeStore } from './home.store';

function setup() {
  const listing = new InMemoryListingGateway().with('/jerseys/', ListingMother.listing());
  const content = new InMemoryContentGateway()
    .withBrands(Gender.unknown, 'en-US', ContentMother.brandsInApiOrder())
    .withPage('blogListing', '/blog/', 'en-US', ContentMother.blogListing());
  const store = new HomeStore(
    {
      loadListing: new LoadListing(listing),
      loadBrands: new LoadBrands(content),
      loadBlogListing: new LoadBlogListing(content),
    },
    new MemoryLogger(),
  );
  return { store, listing, content };
}

describe('HomeStore', () => {
  it('given the home was shown, when the shopper comes back in the same language, then nothing is fetched again', async () => {
    const { store, listing, content } = setup();
    await store.load({ language: 'en-US', priceType: 'vk' });
    await store.load({ language: 'en-US', priceType: 'vk' });
    expect(listing.requests).toHaveLength(1);
    expect(content.calls).toHaveLength(2);
    await store.load({ language: 'en-US', priceType: 'premium' });
    expect(listing.requests.map((r) => r.priceType)).toEqual(['vk', 'premium']);
  });

  it('given a section failed, when it is retried and fails again, then what it showed before stays', async () => {
    const { store, listing } = setup();
    await store.load({ language: 'en-US', priceType: 'vk' });
    listing.failure = { status: 503, data: null };
    await store.retry('featured');
    expect(store.status.featured).toBe('failed');
    expect(store.featured.map((p) => p.id)).toEqual([1, 2, 3]);
  });

  it('when its state travels to the browser, then the sections show without a fetch; a cut-short load offers a retry', async () => {
    const { store } = setup();
    await store.load({ language: 'en-US', priceType: 'vk' });
    const browser = setup();
    browser.store.hydrate({
      ...JSON.parse(JSON.stringify(store.dehydrate())),
      status: { featured: 'ready', brands: 'loading', posts: 'bogus' },
    });
    expect(browser.store.featured).toEqual(store.featured);
    expect(browser.store.brands.map((b) => b.name)).toEqual([
      'Nike',
      'Adidas',
      'Erima',
      'Puma',
      'Uhlsport',
      'Jako',
    ]);
    expect(browser.store.status).toEqual({ featured: 'ready', brands: 'failed', posts: 'idle' });
    await browser.store.retry('brands');
    expect(browser.store.status.brands).toBe('ready');
    expect(browser.listing.requests).toHaveLength(0);
  });
});
