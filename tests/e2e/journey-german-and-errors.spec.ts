import { expect, test } from './support/fixtures';
import { unexpectedProblems } from './support/problems';
import { shop } from './support/shop';
import type { Locator, Page } from '@playwright/test';

/** A listing and the language of the API's answers. */
const LISTING = '/men/';

interface Seo {
  alternates: { en: string; de: string };
}

interface ListingAnswer {
  seo: Seo;
  products: { name: string; url: string; prices: { vk: number } }[];
}

interface ProductAnswer {
  name: string;
  seo: Seo;
}

async function api<T>(path: string, language: 'en' | 'de'): Promise<T> {
  const res = await fetch(`${shop.api}${path}`, { headers: { 'accept-language': language } });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

/** The German notation of a price in cents: `€ 1.299,00` (the space may be a no-break space). */
function germanEuros(cents: number): RegExp {
  const [whole = '0', fraction = '00'] = (cents / 100).toFixed(2).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return new RegExp(`^€[ \\u00a0]${grouped.replace(/\./g, '\\.')},${fraction}$`);
}

/** Any price in the German notation. */
const GERMAN_PRICE = /^€[ \u00a0]\d{1,3}(?:\.\d{3})*,\d{2}$/;

/** The storefront path of an API path in a language (German paths carry the `/de` prefix). */
function storefrontPath(path: string, language: 'en' | 'de'): string {
  return language === 'de' ? `/de${path}` : path;
}

/** A price as shown, without the label for screen readers ("Jetzt") a reduced price carries. */
async function amountOf(price: Locator): Promise<string> {
  return price.evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('.visually-hidden').forEach((label) => label.remove());
    return (copy.textContent ?? '').trim();
  });
}

/** Follows the header's language link and waits for the page in the other language. */
async function switchLanguage(page: Page, linkName: string, expectedPath: string): Promise<void> {
  await page.getByRole('link', { name: linkName, exact: true }).click();
  await expect(page, `the language switch to ${expectedPath}`).toHaveURL(
    (url) => url.pathname === expectedPath,
  );
  await page.waitForLoadState('networkidle');
}

test.describe('the German shop', () => {
  test(
    '/de/ shows German texts and prices in the Austrian notation',
    { tag: '@desktop' },
    async ({ page, problems, clientErrors }) => {
      const response = await page.goto(`${shop.storefront}/de/`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
      const search = page.getByRole('combobox', { name: 'Im Shop suchen' });
      await expect(search).toHaveAttribute('placeholder', 'Trikots, Schuhe, Marken…');
      const menu = page.getByRole('navigation', { name: 'Hauptnavigation' });
      // A department with a mega menu is a button that opens it.
      const men = menu.getByRole('button', { name: 'Herren', exact: true });
      await expect(men).toBeVisible();
      await expect(men).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('link', { name: 'English', exact: true })).toBeVisible();

      const shown = page.getByRole('main').locator('.price__now');
      const prices: string[] = [];
      for (let i = 0; i < (await shown.count()); i++) prices.push(await amountOf(shown.nth(i)));
      expect(prices.length).toBeGreaterThan(0);
      for (const price of prices) expect(price).toMatch(GERMAN_PRICE);

      // Prices over a thousand euros are grouped with a dot: the dearest product of a German listing.
      const dearest = (
        await api<ListingAnswer>(
          `/api/v1/listing/?path=${encodeURIComponent(LISTING)}&sortField=price&sortType=desc`,
          'de',
        )
      ).products[0]!;
      expect(dearest.prices.vk).toBeGreaterThanOrEqual(100_000);
      const germanListing = (
        await api<ListingAnswer>(`/api/v1/listing/?path=${encodeURIComponent(LISTING)}`, 'de')
      ).seo.alternates.de;
      const listingResponse = await page.goto(
        `${shop.storefront}${storefrontPath(germanListing, 'de')}?sortField=price&sortType=desc`,
        { waitUntil: 'networkidle' },
      );
      expect(listingResponse?.status()).toBe(200);
      const firstTile = page
        .getByRole('list', { name: 'Produkte', exact: true })
        .getByRole('listitem')
        .first();
      await expect(
        firstTile
          .getByRole('link', { name: new RegExp(dearest.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
          .first(),
      ).toBeVisible();
      expect(await amountOf(firstTile.locator('.price__now'))).toMatch(germanEuros(dearest.prices.vk));

      expect(unexpectedProblems(problems, clientErrors, [])).toEqual([]);
      expect(clientErrors.answers).toEqual([]);
    },
  );

  test(
    'switching the language keeps the listing and the product page, there and back',
    { tag: '@desktop' },
    async ({ page, problems, clientErrors, network }) => {
      const english = await api<ListingAnswer>(`/api/v1/listing/?path=${encodeURIComponent(LISTING)}`, 'en');
      const item = english.products[0]!;
      const productEn = await api<ProductAnswer>(
        `/api/v1/product/?path=${encodeURIComponent(item.url)}`,
        'en',
      );
      const productDe = await api<ProductAnswer>(
        `/api/v1/product/?path=${encodeURIComponent(item.url)}`,
        'de',
      );

      // The listing: English → German → English.
      let response = await page.goto(`${shop.storefront}${LISTING}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await switchLanguage(page, 'Deutsch', storefrontPath(english.seo.alternates.de, 'de'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
      await expect(page.getByRole('list', { name: 'Produkte', exact: true })).toBeVisible();
      await switchLanguage(page, 'English', english.seo.alternates.en);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(page.getByRole('list', { name: 'Products', exact: true })).toBeVisible();
      await network.idle();

      // The product page: English → German → English, each with the product's name in that language.
      response = await page.goto(`${shop.storefront}${productEn.seo.alternates.en}`, {
        waitUntil: 'networkidle',
      });
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: productEn.name })).toBeVisible();
      await switchLanguage(page, 'Deutsch', storefrontPath(productEn.seo.alternates.de, 'de'));
      await expect(page.locator('html')).toHaveAttribute('lang', 'de-AT');
      await expect(page.getByRole('heading', { level: 1, name: productDe.name })).toBeVisible();
      await switchLanguage(page, 'English', productEn.seo.alternates.en);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
      await expect(page.getByRole('heading', { level: 1, name: productEn.name })).toBeVisible();
      await network.idle();

      expect(unexpectedProblems(problems, clientErrors, [])).toEqual([]);
      expect(clientErrors.answers).toEqual([]);
    },
  );
});

test.describe('an unknown product', () => {
  /**
   * The trailing number of a product path is its id and the slug may be anything
   * (docs/api-catalogue.md), so an unknown product needs an id the catalogue does not have.
   */
  const UNKNOWN = ['/p/does-not-exist-999999999/', '/p/does-not-exist/'];

  for (const path of UNKNOWN) {
    test(
      `${path} answers 404 with the "Page Not Found" page`,
      { tag: '@desktop' },
      async ({ page, problems, clientErrors }) => {
        const response = await page.goto(`${shop.storefront}${path}`, { waitUntil: 'networkidle' });
        expect(response?.status()).toBe(404);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { name: 'Page Not Found', exact: true })).toBeVisible();
        await expect(main).toContainText('404');

        // The page's own 404 answer is the one expected; Chromium logs it as a console error.
        const expected = [new RegExp(`${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)];
        expect(unexpectedProblems(problems, clientErrors, expected)).toEqual([]);
        expect(clientErrors.answers.map((a) => new URL(a.url).pathname)).toEqual([path]);
      },
    );
  }
});
