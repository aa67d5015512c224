import type { RenderResult } from '@testing-library/react';
import { matchRoute, type RouteMatch } from '@fanshop/core/navigation';
import type { Account } from '@fanshop/core/account';
import { AccountMother, AuthAnswerMother } from '@fanshop/core/testing';
import type { PageModule } from '../../app/page-module';
import type { TestShop } from '../../testing/test-shop';

/** The customer the tests log in as (the fake auth gateway's answer). */
export const CUSTOMER = AuthAnswerMother.customer();

/** Stores a customer's credentials and restores the session, as a page opened while logged in. */
export async function signIn(shop: TestShop, account: Account = AccountMother.customer()): Promise<void> {
  shop.fakes.account.account = account;
  const credentials = shop.services.shop.identity.credentials;
  credentials.setToken(CUSTOMER.token);
  credentials.setRequestId(CUSTOMER.uuid);
  credentials.setUserHash(CUSTOMER.hash);
  await shop.services.session.restore(true);
}

/** The route match of an in-app URL (the URL must match a route). */
export function routeOf(url: string): RouteMatch {
  const matched = matchRoute(url);
  if (matched.kind !== 'route') throw new Error(`${url} does not match a route`);
  return matched;
}

/** Runs a page module's loader as the router would, then renders its component at `url`. */
export async function showPage(shop: TestShop, module: PageModule, url: string): Promise<RenderResult> {
  const match = routeOf(url);
  await module.load?.({ services: shop.services, match });
  const Page = module.default;
  return shop.render(<Page match={match} />, url);
}
