import type { Locator, Page } from 'playwright-core';
import type { PageProblems } from './browser';

/**
 * Helpers for the shopper journeys: waiting on the page's own signals (network quiet, live regions,
 * elements) instead of fixed sleeps, and reading what a shopper reads.
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
      const until = Date.now() + timeoutMs;
      for (;;) {
        if (inFlight.size === 0 && Date.now() - lastChange >= QUIET_MS) return;
        if (Date.now() > until) {
          throw new Error(`the network did not settle within ${timeoutMs} ms (${inFlight.size} in flight)`);
        }
        await page.waitForTimeout(50);
      }
    },
  };
}

/** Polls `read` until `accept` holds for its value, and answers that value. */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  let last: T | undefined;
  for (;;) {
    try {
      last = await read();
      if (accept(last)) return last;
    } catch {
      // The element may be between renders; read again.
    }
    if (Date.now() > until) throw new Error(`${what}: still ${JSON.stringify(last)} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits until the page's URL satisfies `accept` (client-side navigations included). */
export function urlWhere(page: Page, accept: (url: URL) => boolean, what: string): Promise<string> {
  return eventually(
    async () => page.url(),
    (url) => accept(new URL(url)),
    what,
  );
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
  const count = await items.count();
  const tiles: TileView[] = [];
  for (let i = 0; i < count; i++) {
    const item = items.nth(i);
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
  const text = await eventually(
    async () => (await status.textContent()) ?? '',
    (t) => /^[\d,]+ products?$/.test(t.trim()),
    'the listing count',
  );
  await eventually(
    async () => page.getByRole('list', { name: 'Products', exact: true }).getAttribute('aria-busy'),
    (busy) => busy === null,
    'the product list is busy',
  );
  return Number(text.replace(/[^\d]/g, ''));
}

/** A checkbox of a filter group: its label is the value's name followed by its count. */
export function filterValue(scope: Locator, role: 'checkbox' | 'radio', name: string): Locator {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return scope.getByRole(role, { name: new RegExp(`^${escaped}\\s*\\d+$`) });
}

/** Opens a filter group's disclosure if it is closed. */
export async function openFilterGroup(scope: Locator, title: string): Promise<void> {
  const toggle = scope.getByRole('button', { name: new RegExp(`^${title}`), exact: false }).first();
  await toggle.waitFor();
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await eventually(
    () => toggle.getAttribute('aria-expanded'),
    (v) => v === 'true',
    `the ${title} filter group opens`,
  );
}

/** The 4xx answers a page received, by URL, so that expected ones can be told apart. */
export interface ClientErrors {
  readonly answers: { readonly url: string; readonly status: number }[];
}

export function watchClientErrors(page: Page): ClientErrors {
  const answers: { url: string; status: number }[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400 && response.status() < 500) {
      answers.push({ url: response.url(), status: response.status() });
    }
  });
  return { answers };
}

/**
 * The page's problems without the 4xx answers the journey expects. Chromium logs every 4xx answer
 * as a console error without its URL ("Failed to load resource: … status of 404"), so such a message
 * is only let through when a 4xx answer of that status came from a URL in `expected`; each expected
 * answer excuses one message. Everything else stays a problem.
 */
export function unexpectedProblems(
  problems: PageProblems,
  errors: ClientErrors,
  expected: readonly RegExp[],
): string[] {
  const excusable = errors.answers.filter((answer) => expected.some((pattern) => pattern.test(answer.url)));
  return problems.messages.filter((message) => {
    const status = /Failed to load resource: the server responded with a status of (4\d\d)/.exec(
      message,
    )?.[1];
    if (status === undefined) return true;
    const at = excusable.findIndex((answer) => String(answer.status) === status);
    if (at < 0) return true;
    excusable.splice(at, 1);
    return false;
  });
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

/**
 * Registers through the registration form as a shopper does, and waits until the shop has taken the
 * shopper to the account overview, which welcomes the new customer.
 */
export async function registerInBrowser(
  page: Page,
  storefront: string,
  customer: FreshCustomer,
): Promise<void> {
  if (new URL(page.url()).pathname !== '/register/') {
    await page.goto(`${storefront}/register/`, { waitUntil: 'networkidle' });
  }
  const form = page.getByRole('form', { name: 'Create an account' });
  await form.getByLabel('First name').fill(customer.firstName);
  await form.getByLabel('Last name').fill(customer.lastName);
  await form.getByLabel('Email address').fill(customer.email);
  await form.getByLabel('Password', { exact: true }).fill(customer.password);
  await form.getByLabel('Repeat password').fill(customer.password);
  await form.getByRole('button', { name: 'Create account' }).click();
  await urlWhere(page, (url) => url.pathname === '/my-account/', 'the account overview after registering');
  await page.getByText(`Welcome to the team, ${customer.firstName}! Your account is ready.`).waitFor();
}

/** Logs in through the login form and waits for the account overview. */
export async function loginInBrowser(
  page: Page,
  storefront: string,
  email: string,
  password: string,
): Promise<void> {
  if (new URL(page.url()).pathname !== '/login/') {
    await page.goto(`${storefront}/login/`, { waitUntil: 'networkidle' });
  }
  const form = page.getByRole('form', { name: 'Log in' });
  await form.getByLabel('Email address').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Log in' }).click();
  await urlWhere(page, (url) => url.pathname === '/my-account/', 'the account overview after logging in');
  await page.getByRole('heading', { level: 1, name: 'My account' }).waitFor();
}
