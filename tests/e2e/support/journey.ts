import { expect, type Locator, type Page } from '@playwright/test';
import { shop } from './shop';

/**
 * Helpers for the shopper journeys: waiting on the page's own signals (network quiet, live regions,
 * elements) with web-first assertions, and reading what a shopper reads.
 */

/** How long the network must stay quiet before a client-side step counts as settled. */
const QUIET_MS = 400;

/**
 * Tracks the page's requests so a test can wait until the client-side work of a step is done.
 * `page.waitForLoadState('networkidle')` only covers a document load; after a client-side navigation
 * (filters, sorting, pages) the fetches it starts are tracked here.
 */
export interface NetworkWatch {
  /** Resolves once no request has been in flight for a quiet moment. */
  idle(timeoutMs?: number): Promise<void>;
}

export function watchNetwork(page: Page): NetworkWatch {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  const settle = (request: unknown) => {
    inFlight.delete(request);
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settle);
  page.on('requestfailed', settle);
  // A navigation drops the old document's requests without a finish event for each.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) lastChange = Date.now();
  });
  return {
    async idle(timeoutMs = 15_000) {
      await expect
        .poll(() => (inFlight.size === 0 ? Date.now() - lastChange : -inFlight.size), {
          message: 'the network settles (negative: requests in flight)',
          timeout: timeoutMs,
          intervals: [50],
        })
        .toBeGreaterThanOrEqual(QUIET_MS);
    },
  };
}

/** Euro amounts in a text, in order (`€1,234.50` → 1234.5). */
export function euros(text: string): number[] {
  return [...text.matchAll(/€\s?([\d,]+(?:\.\d+)?)/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
}

/** One product tile as a shopper sees it: the link's text (brand and name) and the price shown. */
export interface TileView {
  readonly name: string;
  readonly href: string;
  readonly price: number;
}

/** The product tiles of the listing's product list, in order. */
export async function readTiles(page: Page): Promise<TileView[]> {
  const items = page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem');
  const tiles: TileView[] = [];
  for (const item of await items.all()) {
    const link = item.getByRole('link').first();
    const name = ((await link.textContent()) ?? '').replace(/\s+/g, ' ').trim();
    const href = (await link.getAttribute('href')) ?? '';
    const priceText = (await item.locator('.price__now').first().textContent()) ?? '';
    tiles.push({ name, href, price: euros(priceText)[0] ?? Number.NaN });
  }
  return tiles;
}

/**
 * Waits until the listing shows settled results: its count says "N products" (not "Updating
 * products…"), the product list is not busy, and the network is quiet. Answers N.
 */
export async function listingSettled(page: Page, network: NetworkWatch): Promise<number> {
  const status = page.locator('.listing-header__count');
  await network.idle();
  await expect(status, 'the listing count').toHaveText(/^[\d,]+ products?$/);
  await expect(page.getByRole('list', { name: 'Products', exact: true })).not.toHaveAttribute('aria-busy');
  return Number(((await status.textContent()) ?? '').replace(/[^\d]/g, ''));
}

/** The filters a journey applies: a brand, a size and a price range in euros. */
export interface FilterPlan {
  readonly brand: { readonly id: number; readonly name: string };
  readonly size: { readonly id: number; readonly name: string };
  readonly priceMin: number;
  readonly priceMax: number;
}

/** The plan's brand and size as the listing URL's `filters` parameter: their ids, ascending. */
export function brandAndSizeIds(plan: FilterPlan): string {
  return [plan.brand.id, plan.size.id].sort((a, b) => a - b).join(',');
}

/** Waits until the listing URL carries the whole plan: brand, size and price range. */
export async function expectPlanInUrl(page: Page, plan: FilterPlan, message: string): Promise<void> {
  await expect(page, message).toHaveURL(
    (url) =>
      url.searchParams.get('filters') === brandAndSizeIds(plan) &&
      url.searchParams.get('priceMin') === String(plan.priceMin) &&
      url.searchParams.get('priceMax') === String(plan.priceMax),
  );
}

/** A checkbox of a filter group: its label is the value's name followed by its count. */
export function filterValue(scope: Locator, role: 'checkbox' | 'radio', name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole(role, { name: new RegExp(`^${escaped}\\s*\\d+$`) });
}

/**
 * Types a brand's name into the search of a long brand list, which shows only its first brands (and
 * the ticked ones) until searched or expanded; a short list has no search and shows every brand.
 */
export async function searchBrand(scope: Locator, name: string): Promise<void> {
  const search = scope.getByRole('searchbox', { name: 'Search brands' });
  if ((await search.count()) > 0) await search.fill(name);
}

/** Opens a filter group's disclosure if it is closed. */
export async function openFilterGroup(scope: Locator, title: string): Promise<void> {
  const toggle = scope.getByRole('button', { name: new RegExp(`^${title}`), exact: false }).first();
  await expect(toggle).toBeVisible();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle, `the ${title} filter group opens`).toHaveAttribute('aria-expanded', 'true');
}

/** A customer a journey registers for itself, so the seeded demo customers stay as they are. */
export interface FreshCustomer {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string;
  readonly password: string;
}

/** A new customer with an address no other test uses. */
export function freshCustomer(label: string): FreshCustomer {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName: 'Toni',
    lastName: 'Polster',
    email: `${label}-${unique}@fanshop.test`,
    password: `Fanshop-${unique}!`,
  };
}

/** Registers a customer through the API, as another device would have done. */
export async function registerThroughApi(customer: FreshCustomer): Promise<void> {
  const registered = await fetch(`${shop.api}/api/v1/auth/register/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Client': 'storefront-web' },
    body: JSON.stringify({ ...customer, password_confirmation: customer.password }),
  });
  expect(registered.status, 'registering through the API').toBe(200);
}

/**
 * Registers through the registration form as a shopper does, and waits until the shop has taken the
 * shopper to the account overview, which welcomes the new customer.
 */
export async function registerInBrowser(page: Page, customer: FreshCustomer): Promise<void> {
  if (new URL(page.url()).pathname !== '/register/') {
    await page.goto(`${shop.storefront}/register/`, { waitUntil: 'networkidle' });
  }
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill(customer.firstName);
  await form.getByLabel('Last name').fill(customer.lastName);
  await form.getByLabel('Email address').fill(customer.email);
  await form.getByLabel('Password', { exact: true }).fill(customer.password);
  await form.getByLabel('Repeat password').fill(customer.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page, 'the account overview after registering').toHaveURL(
    (url) => url.pathname === '/my-account/',
  );
  await expect(
    page.getByText(`Welcome to the team, ${customer.firstName}! Your account is ready.`),
  ).toBeVisible();
}

/** Logs in through the login form and waits for the account overview. */
export async function loginInBrowser(page: Page, email: string, password: string): Promise<void> {
  if (new URL(page.url()).pathname !== '/login/') {
    await page.goto(`${shop.storefront}/login/`, { waitUntil: 'networkidle' });
  }
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await expect(page, 'the account overview after logging in').toHaveURL(
    (url) => url.pathname === '/my-account/',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'My account' })).toBeVisible();
}

/** Waits until the client has taken over the server-rendered page: React attached its root. */
export async function hydrated(page: Page): Promise<void> {
  await expect(page.locator('#root > *').first()).toBeAttached();
}
