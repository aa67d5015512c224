import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import type { ShopUrls } from '../../support/shop-servers';
import { hydrated, registerInBrowser, type FreshCustomer } from './journey';

/**
 * Accessibility checks: axe-core's default rule set (its WCAG 2.x A and AA rules and best practices,
 * none disabled) on the page as the shopper sees it at that moment, popups and menus included.
 */

/** One violation, short enough to read in a failed assertion: rule, impact and the first elements. */
export function describeViolations(
  violations: readonly {
    id: string;
    impact?: string | null;
    help: string;
    nodes: readonly { target: unknown; failureSummary?: string }[];
  }[],
): string[] {
  return violations.map((v) => {
    const where = v.nodes
      .slice(0, 3)
      .map(
        (n) => `${JSON.stringify(n.target)}: ${(n.failureSummary ?? '').split('\n').slice(1, 2).join(' ')}`,
      )
      .join('; ');
    return `[${v.id}] ${v.impact ?? ''} ${v.help} (${v.nodes.length}) ${where}`;
  });
}

/** The axe violations of the page as it is now, described; empty when there are none. */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return describeViolations(results.violations);
}

/** Waits until the page is hydrated and its personal parts (cart, wishlist, account) have loaded. */
export async function pageReady(page: Page): Promise<void> {
  await hydrated(page);
  await page.waitForLoadState('networkidle');
}

/** Opens a storefront path and waits until it is ready; answers the HTTP status. */
export async function visit(page: Page, shop: ShopUrls, path: string): Promise<number> {
  const response = await page.goto(`${shop.storefront}${path}`, { waitUntil: 'networkidle' });
  await pageReady(page);
  return response?.status() ?? 0;
}

/** What axe found, by the page or state it was found on. */
export type Findings = Record<string, string[]>;

/** Opens each path, checks its status and records what axe finds there. */
export async function scanPages(
  page: Page,
  shop: ShopUrls,
  pages: readonly (readonly [path: string, status: number])[],
  findings: Findings,
): Promise<void> {
  for (const [path, status] of pages) {
    const answered = await visit(page, shop, path);
    expect(answered, `${path} answers ${status}`).toBe(status);
    await scanNow(page, path, findings);
  }
}

/** Records what axe finds on the page as it is now, under `what`. */
export async function scanNow(page: Page, what: string, findings: Findings): Promise<void> {
  const violations = await axeViolations(page);
  if (violations.length > 0) findings[what] = violations;
}

/** Opens the header's navigation (the slide-in menu on a phone, a mega-menu on a desktop) and scans it. */
export async function scanOpenMenu(page: Page, phone: boolean, findings: Findings): Promise<void> {
  if (phone) {
    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await scanNow(page, 'mobile menu open', findings);
    return;
  }
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  const name = (await nav.getByRole('button').first().textContent())?.trim() ?? '';
  const department = nav.getByRole('button', { name, exact: true });
  await department.hover();
  await expect(department, 'the mega-menu opens').toHaveAttribute('aria-expanded', 'true');
  await scanNow(page, 'mega-menu open', findings);
}

/** Picks the first size in stock on the product page on screen and adds it; the cart popup opens. */
export async function addToCartFromProductPage(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('group', { name: /^Size/ }).getByRole('radio', { disabled: false }).first().check();
  await main.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Cart' }).getByRole('listitem').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** The paths of one page of each content type, read from the shop itself. */
export interface SamplePaths {
  readonly product: string;
  readonly brandListing: string;
  readonly blogArticle: string;
  readonly faqDetail: string;
  readonly servicePage: string;
}

async function firstLink(shop: ShopUrls, path: string, pattern: RegExp): Promise<string> {
  const html = await (await fetch(`${shop.storefront}${path}`)).text();
  const found = [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!).find((href) => pattern.test(href));
  if (!found) throw new Error(`${path} links to no page like ${pattern}`);
  return found;
}

let sampled: Promise<SamplePaths> | undefined;

/** The sample paths, read once per worker: every fresh database has the same seed. */
export function samplePaths(shop: ShopUrls): Promise<SamplePaths> {
  sampled ??= readSamplePaths(shop).catch((error: unknown) => {
    sampled = undefined;
    throw error;
  });
  return sampled;
}

async function readSamplePaths(shop: ShopUrls): Promise<SamplePaths> {
  const listing = (await (await fetch(`${shop.api}/api/v1/listing/?path=/men/`)).json()) as {
    products: { url: string }[];
  };
  const product = listing.products[0]?.url;
  if (!product) throw new Error('the seeded catalogue has no men products');
  const [brandListing, blogArticle, faqDetail, servicePage] = await Promise.all([
    // A brand's own listing, linked from the brands page.
    firstLink(shop, '/marken/', /^\/brand\/[^/]+\/$/),
    firstLink(shop, '/blog/', /^\/blog\/article\/.+\/$/),
    firstLink(shop, '/faq/', /^\/faq\/.+\/$/),
    firstLink(shop, '/', /^\/(services|static)\/.+\/$/),
  ]);
  return { product, brandListing, blogArticle, faqDetail, servicePage };
}

/** One page type a shopper can open: its path and the status it answers. */
export interface PageType {
  path(paths: SamplePaths): string;
  readonly status: number;
}

/**
 * Every page type a guest can open, in groups of a few that one test scans (a test does one thing in
 * bounded time; a page per test spent more on starting than on scanning).
 */
export const PUBLIC_PAGE_GROUPS: Readonly<Record<string, readonly PageType[]>> = {
  'home, a department listing, search results and a product page': [
    { path: () => '/', status: 200 },
    { path: () => '/men/', status: 200 },
    { path: () => '/search/?q=jersey', status: 200 },
    { path: (p) => p.product, status: 200 },
  ],
  'the brands, a brand listing and a page not found': [
    { path: () => '/marken/', status: 200 },
    { path: (p) => p.brandListing, status: 200 },
    { path: () => '/p/no-such-product-999999999/', status: 404 },
  ],
  'the blog, an article, the FAQ, an answer and a service page': [
    { path: () => '/blog/', status: 200 },
    { path: (p) => p.blogArticle, status: 200 },
    { path: () => '/faq/', status: 200 },
    { path: (p) => p.faqDetail, status: 200 },
    { path: (p) => p.servicePage, status: 200 },
  ],
  'login, registration and the forgotten password': [
    { path: () => '/login/', status: 200 },
    { path: () => '/register/', status: 200 },
    { path: () => '/forgot-password/', status: 200 },
  ],
};

/** Opens each page type of a group, checks its status and answers what axe finds there. */
export async function scanPageTypes(
  page: Page,
  shop: ShopUrls,
  types: readonly PageType[],
): Promise<Findings> {
  const paths = await samplePaths(shop);
  const findings: Findings = {};
  await scanPages(
    page,
    shop,
    types.map((type) => [type.path(paths), type.status] as const),
    findings,
  );
  return findings;
}

/** A guest's product page with the product saved and a size added: the cart popup open. */
export async function scanGuestCartPopup(page: Page, shop: ShopUrls): Promise<Findings> {
  const paths = await samplePaths(shop);
  const findings: Findings = {};
  await visit(page, shop, paths.product);
  const heart = page
    .getByRole('main')
    .getByRole('button', { name: /^Wishlist: / })
    .first();
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await addToCartFromProductPage(page);
  await scanNow(page, 'cart popup open', findings);

  await visit(page, shop, '/wishlist/');
  await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
  await scanNow(page, '/wishlist/ with a product', findings);
  return findings;
}

/** The header's navigation opened on the home page. */
export async function scanMenu(page: Page, shop: ShopUrls, phone: boolean): Promise<Findings> {
  const findings: Findings = {};
  await visit(page, shop, '/');
  await scanOpenMenu(page, phone, findings);
  return findings;
}

/**
 * Orders the cart on the checkout host with a new home address saved to the account; answers the
 * storefront path of the order's details.
 */
async function placeOrder(page: Page, shop: ShopUrls): Promise<string> {
  await page.goto(`${shop.checkout}/checkout/`, { waitUntil: 'load' });
  await page.getByRole('radio', { name: 'A new address' }).check();
  await page.getByLabel('Street').fill('Ernst-Happel-Straße');
  await page.getByLabel('No.').fill('1');
  await page.getByLabel('Postal code').fill('1020');
  await page.getByLabel('City').fill('Wien');
  await page.getByRole('checkbox', { name: 'Save this address in my account' }).check();
  await page.getByRole('button', { name: 'Place order' }).click();
  // Paid by card (the form's first way to pay): the payment provider's test page, where the shopper approves.
  await expect(page, 'the payment provider’s page').toHaveURL((url) => url.pathname.startsWith('/pay/'));
  await expect(page.getByText('Test payment: approve or decline')).toBeVisible();
  await page.getByRole('button', { name: 'Approve payment' }).click();
  await expect(page, 'the order confirmation').toHaveURL((url) => url.pathname.startsWith('/checkout/done/'));
  const details = page.getByRole('link', { name: 'Order details' });
  await expect(details, 'the confirmation links to an order').toHaveAttribute(
    'href',
    /\/my-account\/order-details\/[0-9a-f-]{36}\/$/,
  );
  return new URL((await details.getAttribute('href'))!, shop.storefront).pathname;
}

/**
 * A new customer's order (the demo customers stay as they are): registered in the browser, a size added
 * from the product page (the cart popup scanned), ordered on the checkout host with a saved address;
 * then the order list and the order's details.
 */
export async function scanCustomerOrder(
  page: Page,
  shop: ShopUrls,
  customer: FreshCustomer,
): Promise<Findings> {
  const paths = await samplePaths(shop);
  const findings: Findings = {};
  await registerInBrowser(page, customer);
  await page.waitForLoadState('networkidle');

  await visit(page, shop, paths.product);
  await addToCartFromProductPage(page);
  await scanNow(page, 'cart popup open', findings);
  const orderDetails = await placeOrder(page, shop);
  await scanPages(
    page,
    shop,
    [
      ['/my-account/orders/', 200],
      [orderDetails, 200],
    ],
    findings,
  );
  return findings;
}

/**
 * A new customer's account pages besides the orders: the overview, the delivery addresses with one
 * saved, the account details, the wishlist, and the navigation opened with the customer's header.
 */
export async function scanCustomerAccount(
  page: Page,
  shop: ShopUrls,
  phone: boolean,
  customer: FreshCustomer,
): Promise<Findings> {
  const findings: Findings = {};
  await registerInBrowser(page, customer);
  await page.waitForLoadState('networkidle');
  await scanPages(
    page,
    shop,
    [
      ['/my-account/', 200],
      ['/my-account/delivery-address/', 200],
      ['/my-account/account-details/', 200],
      ['/wishlist/', 200],
    ],
    findings,
  );
  await visit(page, shop, '/');
  await scanOpenMenu(page, phone, findings);
  return findings;
}

/** Public page types as a logged-in customer sees them (the customer of the storage state). */
export async function scanAsCustomer(
  page: Page,
  shop: ShopUrls,
  types: readonly PageType[],
): Promise<Findings> {
  const findings = await scanPageTypes(page, shop, types);
  await expect(page.getByRole('button', { name: /^Account of / }), 'logged in').toBeVisible();
  return findings;
}
