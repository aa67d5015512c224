import { cleanup } from '@testing-library/react';
import type { Listing } from '@fanshop/core/catalog';
import { matchRoute, type RouteMatch, splitUrl } from '@fanshop/core/navigation';
import type { Language } from '@fanshop/core/shared';
import { createTestShop, type TestShop } from '../../../testing/test-shop';
import * as listingPage from '../listing-page';

export function routeOf(url: string): RouteMatch {
  const matched = matchRoute(url);
  if (matched.kind !== 'route') throw new Error(`${url} does not match a route`);
  return matched;
}

/**
 * Opens the listing page at `url` as the router would (runs its loader, then renders it), the API
 * answering the path without its language prefix with `listing`.
 */
export async function openListing(
  url: string,
  listing: Listing,
  options: { language?: Language; shop?: TestShop } = {},
): Promise<TestShop> {
  cleanup();
  const shop = options.shop ?? createTestShop({ language: options.language ?? 'en-US' });
  const match = routeOf(url);
  shop.fakes.listing.with(splitUrl(match.path).path, listing);
  await listingPage.load({ services: shop.services, match });
  const Page = listingPage.default;
  shop.render(<Page match={match} />, url);
  return shop;
}

/** The listing with another total, as the API answers a narrower or wider selection. */
export function withTotal(listing: Listing, total: number): Listing {
  return { ...listing, pagination: { ...listing.pagination, total } };
}
