import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { ListingMother } from '@fanshop/core/testing';
import type { Listing } from '@fanshop/core/catalog';
import { createTestShop } from '../../testing/test-shop';
import * as listingPage from './listing-page';
import { openListing, routeOf } from './testing/open-listing';

const TRAIL = [
  { name: 'Men', url: '/men/' },
  { name: 'Clothing', url: '/men/clothing/' },
  { name: 'Jerseys', url: '/men/jerseys/' },
];

function jerseys(trail?: Listing['trail']): Listing {
  return { ...ListingMother.menJerseys(), ...(trail ? { trail } : {}) };
}

function breadcrumb(name = 'Breadcrumb'): {
  steps: string[];
  links: (string | null)[];
  current: HTMLElement;
} {
  const nav = screen.getByRole('navigation', { name });
  const list = within(nav).getByRole('list');
  expect(list.tagName).toBe('OL');
  const items = within(list).getAllByRole('listitem');
  return {
    steps: items.map((item) => item.textContent ?? ''),
    links: within(list)
      .queryAllByRole('link')
      .map((link) => link.getAttribute('href')),
    current: within(nav).getByText(items.at(-1)?.textContent ?? '', { selector: '[aria-current="page"]' }),
  };
}

describe('the listing breadcrumb', () => {
  it('given the API names the trail, then it leads from home through the department and categories to the page', async () => {
    await openListing('/men/jerseys/', jerseys(TRAIL));

    const { steps, links, current } = breadcrumb();
    expect(steps).toEqual(['Home', 'Men', 'Clothing', 'Jerseys']);
    expect(links).toEqual(['/', '/men/', '/men/clothing/']);
    expect(current).toHaveTextContent('Jerseys');
  });

  it('given an API without a trail, then the active categories lead to the page', async () => {
    await openListing('/men/jerseys/', jerseys());

    expect(breadcrumb().steps).toEqual(['Home', 'Jerseys']);
  });

  it('in German, its steps lead to the German pages', async () => {
    const german = [
      { name: 'Herren', url: '/herren/' },
      { name: 'Trikots', url: '/herren/trikots/' },
    ];
    await openListing('/de/herren/trikots/', jerseys(german), { language: 'de-AT' });

    const { steps, links } = breadcrumb('Brotkrümelnavigation');
    expect(steps).toEqual(['Startseite', 'Herren', 'Trikots']);
    expect(links).toEqual(['/de/', '/de/herren/']);
  });

  it('tells search engines the same trail it shows', async () => {
    const url = '/men/jerseys/';
    const listing = jerseys(TRAIL);
    await openListing(url, listing);
    const shop = createTestShop();
    shop.fakes.listing.with(url, listing);
    await listingPage.load({ services: shop.services, match: routeOf(url) });
    const t = (key: string, options?: Record<string, unknown>) =>
      shop.locale.i18n.t(key, options ?? {}) as string;
    const [crumbs] = (listingPage.head({ services: shop.services, match: routeOf(url) }, t).jsonLd ?? []) as {
      itemListElement: { name: string; item: string }[];
    }[];

    expect(crumbs?.itemListElement.map((step) => step.name)).toEqual(breadcrumb().steps);
    expect(crumbs?.itemListElement.map((step) => step.item)).toEqual([
      'http://shop.test/',
      'http://shop.test/men/',
      'http://shop.test/men/clothing/',
      'http://shop.test/men/jerseys/',
    ]);
  });

  it('is not on search results, which are no place in the shop to lead back up from', async () => {
    await openListing('/search/?q=jersey', ListingMother.listing());

    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).not.toBeInTheDocument();
  });
});
