import { test as base, expect } from '@playwright/test';
import {
  freshCustomer,
  registerThroughApi,
  watchNetwork,
  type FreshCustomer,
  type NetworkWatch,
} from './journey';
import { watchClientErrors, watchProblems, type ClientErrors, type PageProblems } from './problems';

/**
 * The fixtures of the browser tests. `page` and `context` are Playwright's own (a new context per
 * test, at the project's width); these add what the journeys watch on the page, and customers of
 * the test's own, so that no two tests share an account.
 */
export interface ShopFixtures {
  /** Console errors and warnings, page errors and failed requests of `page`. */
  problems: PageProblems;
  /** The 4xx answers `page` received. */
  clientErrors: ClientErrors;
  /** The requests of `page`, to wait until a client-side step has settled. */
  network: NetworkWatch;
  /** The width the project runs at. */
  width: 'phone' | 'desktop';
  /** A new customer no other test uses, not yet registered. */
  newCustomer: FreshCustomer;
  /** A new customer no other test uses, registered through the API and logged out. */
  registeredCustomer: FreshCustomer;
}

export const test = base.extend<ShopFixtures>({
  problems: async ({ page }, use) => {
    await use(watchProblems(page));
  },
  clientErrors: async ({ page }, use) => {
    await use(watchClientErrors(page));
  },
  network: async ({ page }, use) => {
    await use(watchNetwork(page));
  },
  width: async ({ viewport }, use) => {
    await use(viewport !== null && viewport.width < 768 ? 'phone' : 'desktop');
  },
  newCustomer: async ({ width }, use, testInfo) => {
    const label = testInfo.titlePath
      .at(-1)!
      .replace(/[^a-z]+/gi, '-')
      .slice(0, 24)
      .toLowerCase();
    await use(freshCustomer(`${label}-${width}`));
  },
  registeredCustomer: async ({ newCustomer }, use) => {
    await registerThroughApi(newCustomer);
    await use(newCustomer);
  },
});

export { expect };
