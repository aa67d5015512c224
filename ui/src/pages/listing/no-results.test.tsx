import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ListingMother, ProductMother, V } from '@fanshop/core/testing';
import type { Listing, ListingRequest } from '@fanshop/core/catalog';
import { matchRoute } from '@fanshop/core/navigation';
import type { Language } from '@fanshop/core/shared';
import { createTestShop, type TestShop } from '../../testing/test-shop';
import * as listingPage from './listing-page';

/** A search that found nothing; `didYouMean` when the API has a nearer spelling. */
function nothingFound(didYouMean?: string): Listing {
  const listing = ListingMother.listing();
  return {
    ...listing,
    products: [],
    pagination: { ...listing.pagination, total: 0, lastPage: 0 },
    ...(didYouMean ? { didYouMean } : {}),
  };
}

/** The catalogue's favourites: what the search page answers without a query. */
const BESTSELLERS: Listing = {
  ...ListingMother.listing(),
  products: [1, 2, 3, 4, 5, 6].map((id) => ProductMother.tile(id)),
};

/** What the listing page asked the API for. */
const asked = new WeakMap<TestShop, ListingRequest[]>();

/** The page at `url`, the API answering it with `answer` and the search without a query with the bestsellers. */
async function openSearch(url: string, answer: Listing, language: Language = 'en-US'): Promise<TestShop> {
  const shop = createTestShop({ language });
  const requests: ListingRequest[] = [];
  asked.set(shop, requests);
  vi.spyOn(shop.fakes.listing, 'getListing').mockImplementation(async (request: ListingRequest) => {
    requests.push(request);
    return request.path === '/search/' && !request.query.q ? BESTSELLERS : answer;
  });
  const match = matchRoute(url);
  if (match.kind !== 'route') throw new Error(url);
  await listingPage.load({ services: shop.services, match });
  const Page = listingPage.default;
  shop.render(<Page match={match} />, url);
  return shop;
}

describe('given a search that found nothing', () => {
  it('then it names the query and shows no filters and no sorting', async () => {
    await openSearch('/search/?q=xyzzy', nothingFound());

    expect(screen.getByRole('heading', { level: 2, name: 'Nothing found for “xyzzy”' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Filter/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Sort/ })).not.toBeInTheDocument();
  });

  it('when the catalogue has a near spelling, then it offers that search', async () => {
    await openSearch('/search/?q=jersy', nothingFound('jersey'));

    const spelling = screen.getByText(/Did you mean/);
    expect(spelling).toHaveTextContent('Did you mean jersey?');
    expect(within(spelling).getByRole('link', { name: 'jersey' })).toHaveAttribute(
      'href',
      '/search/?q=jersey',
    );
  });

  it('when the catalogue has no near spelling, then it offers none', async () => {
    await openSearch('/search/?q=xyzzy', nothingFound());
    expect(screen.queryByText(/Did you mean/)).not.toBeInTheDocument();
  });

  it('then it leads on to the popular categories and four bestsellers', async () => {
    const shop = await openSearch('/search/?q=xyzzy', nothingFound());

    const popular = screen.getByRole('navigation', { name: 'Popular categories' });
    expect(within(popular).getByRole('link', { name: 'Jerseys' })).toHaveAttribute('href', '/jerseys/');
    expect(within(popular).getByRole('link', { name: 'Kids' })).toHaveAttribute('href', '/kids/');
    const bestsellers = screen.getByRole('list', { name: 'Bestsellers' });
    expect(within(bestsellers).getAllByRole('article')).toHaveLength(4);
    expect(within(bestsellers).getByRole('link', { name: /Product 1$/ })).toHaveAttribute(
      'href',
      '/p/product-1/',
    );
    // The bestsellers are the search page's favourites without a query, for the shopper's prices.
    expect(asked.get(shop)?.at(-1)).toMatchObject({ path: '/search/', query: {}, priceType: 'vk' });
  });

  it('in German, then it speaks German and links the German search', async () => {
    await openSearch('/de/search/?q=trikto', nothingFound('trikots'), 'de-AT');

    expect(
      screen.getByRole('heading', { level: 2, name: 'Nichts gefunden für „trikto“' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Meintest du/)).toHaveTextContent('Meintest du trikots?');
    expect(screen.getByRole('link', { name: 'trikots' })).toHaveAttribute('href', '/de/search/?q=trikots');
    expect(screen.getByRole('navigation', { name: 'Beliebte Kategorien' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Bestseller' })).toBeInTheDocument();
  });

  it('when the page is carried to the browser, then the bestsellers come with it and are not asked for again', async () => {
    const shop = await openSearch('/search/?q=xyzzy', nothingFound());
    const state = shop.services.listing.dehydrate();

    const browser = createTestShop();
    browser.services.listing.hydrate(JSON.parse(JSON.stringify(state)));

    expect(browser.services.listing.bestsellers.map((tile) => tile.id)).toEqual([1, 2, 3, 4]);
    expect(browser.fakes.listing.requests).toHaveLength(0);
  });
});

describe('given a listing whose filters left nothing', () => {
  it('then the chips and "clear all" stay, the filter column and sorting go', async () => {
    const listing = ListingMother.menJerseys({ selected: [V.nike] });
    const shop = await openSearch('/men/jerseys/?filters=101', { ...listing, products: [] });
    // Not a search: the heading is the listing's, and no spelling is offered.
    expect(screen.getByRole('heading', { level: 2, name: 'No products found' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary', { name: 'Filters' })).not.toBeInTheDocument();

    await userEvent.click(screen.getAllByRole('button', { name: 'Clear all filters' }).at(-1)!);

    expect(shop.fakes.navigator.visits.at(-1)).toBe('/men/jerseys/');
  });
});

describe('given a search that found products', () => {
  it('then the filters and sorting are there and no bestsellers are asked for', async () => {
    const shop = await openSearch('/search/?q=jersey', ListingMother.listing());

    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Bestsellers' })).not.toBeInTheDocument();
    expect(asked.get(shop)).toHaveLength(1);
  });
});
