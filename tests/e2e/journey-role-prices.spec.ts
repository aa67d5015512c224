import { expect, test } from './support/fixtures';
import { unexpectedProblems } from './support/problems';
import { shop } from './support/shop';
import type { Page } from '@playwright/test';
import { euros, listingSettled, openFilterGroup } from './support/journey';

/** A demo customer whose role is the premium price type (README). */
const PREMIUM = { email: 'premium@fanshop.test', password: 'Fanshop2026!' };
/** The listing the journey checks the price filter on. */
const LISTING = '/men/';

interface PriceRange {
  min: number;
  max: number;
}

interface ProductAnswer {
  name: string;
  url: string;
  priceType: string;
  prices: { vk: number };
}

interface ListingAnswer {
  price: { priceType: string; range: { role: PriceRange } };
  products: { name: string; url: string; prices: { vk: number } }[];
}

/** A GET on the API, as a guest or with a customer's bearer token. */
async function api<T>(path: string, token?: string): Promise<T> {
  const res = await fetch(`${shop.api}${path}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
}

function product(url: string, priceType: string, token?: string): Promise<ProductAnswer> {
  return api<ProductAnswer>(`/api/v1/product/?path=${encodeURIComponent(url)}&priceType=${priceType}`, token);
}

function listing(priceType: string, token?: string): Promise<ListingAnswer> {
  return api<ListingAnswer>(
    `/api/v1/listing/?path=${encodeURIComponent(LISTING)}&priceType=${priceType}`,
    token,
  );
}

/** The product's own price on its page (the recommendations below have theirs too). */
async function shownPrice(page: Page): Promise<number> {
  const text = (await page.getByRole('main').locator('.price__now').first().textContent()) ?? '';
  return euros(text)[0] ?? Number.NaN;
}

/**
 * API answers in the 4xx range this journey expects: none. The guest's and the customer's session,
 * cart and wishlist load with 200, and the login succeeds.
 */
const EXPECTED_4XX: readonly RegExp[] = [];

test.describe('each role sees its own prices', () => {
  test(
    'a guest sees the vk price; after logging in, the premium customer sees the lower premium price and premium filter bounds',
    { tag: '@desktop' },
    async ({ page, context, problems, clientErrors, network }) => {
      const guestListing = await listing('vk');
      const chosen = guestListing.products[0];
      if (!chosen) throw new Error(`the seeded ${LISTING} listing has no products`);
      const guestAnswer = await product(chosen.url, 'vk');
      expect(guestAnswer.priceType).toBe('vk');

      // The guest on the product page: the vk price.
      let response = await page.goto(`${shop.storefront}${chosen.url}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: guestAnswer.name })).toBeVisible();
      const guestPrice = await shownPrice(page);
      expect(guestPrice).toBeCloseTo(guestAnswer.prices.vk / 100, 2);

      // The premium customer logs in through the login page.
      response = await page.goto(`${shop.storefront}/login/`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
      await main.getByLabel('Email address').fill(PREMIUM.email);
      await main.getByLabel('Password', { exact: true }).fill(PREMIUM.password);
      await main.getByRole('button', { name: 'Log in', exact: true }).click();
      await expect(page, 'the account page after the login').toHaveURL(
        (url) => url.pathname === '/my-account/',
      );
      await expect(page.getByRole('button', { name: /^Account of / })).toBeVisible();
      await network.idle();
      const readToken = async () => (await context.cookies()).find((c) => c.name === '__uul')?.value ?? '';
      await expect.poll(readToken, { message: 'the login token cookie' }).not.toBe('');
      const token = await readToken();

      // The API's figures for this customer: the premium price, below the guest's vk price.
      const premiumAnswer = await product(chosen.url, 'premium', token);
      expect(premiumAnswer.priceType).toBe('premium');
      const premiumPrice = premiumAnswer.prices.vk / 100;
      expect(premiumPrice).toBeLessThan(guestPrice);

      // The same product page now shows the premium price.
      response = await page.goto(`${shop.storefront}${chosen.url}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: guestAnswer.name })).toBeVisible();
      await network.idle();
      expect(await shownPrice(page)).toBeCloseTo(premiumPrice, 2);

      // The listing's price filter takes its bounds from the premium range.
      const premiumListing = await listing('premium', token);
      expect(premiumListing.price.priceType).toBe('premium');
      const range = premiumListing.price.range.role;
      const guestRange = guestListing.price.range.role;
      expect(range).not.toEqual(guestRange);
      response = await page.goto(`${shop.storefront}${LISTING}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      await listingSettled(page, network);
      const sidebar = page.getByRole('complementary', { name: 'Filters' });
      await openFilterGroup(sidebar, 'Price');
      const priceForm = sidebar.getByRole('form', { name: 'Price' });
      for (const name of ['From €', 'To €']) {
        const input = priceForm.getByRole('spinbutton', { name });
        await expect(input).toHaveAttribute('min', String(range.min));
        await expect(input).toHaveAttribute('max', String(range.max));
      }
      await expect(
        priceForm.getByText(`Between €${range.min} and €${range.max}`, { exact: true }),
      ).toBeVisible();

      expect(unexpectedProblems(problems, clientErrors, EXPECTED_4XX)).toEqual([]);
      expect(clientErrors.answers).toEqual([]);
    },
  );
});
