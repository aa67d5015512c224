import { expect, test } from './support/fixtures';
import { unexpectedProblems } from './support/problems';
import { shop } from './support/shop';
import type { Locator, Page } from '@playwright/test';
import {
  brandAndSizeIds,
  expectPlanInUrl,
  filterValue,
  searchBrand,
  hydrated,
  listingSettled,
  openFilterGroup,
  readTiles,
  type FilterPlan,
  type NetworkWatch,
} from './support/journey';

/** What the shopper searches for. */
const QUERY = 'jersey';
const PER_PAGE = 24;

interface ListingAnswer {
  pagination: { total: number; totalPages: number };
  filters: {
    f_name: string;
    data: { fv_id: number; fv_name: string; count: number; hidden: boolean }[];
    min?: number;
    max?: number;
  }[];
}

async function listing(query: string): Promise<ListingAnswer> {
  const res = await fetch(`${shop.api}/api/v1/listing/?path=/search/&${query}`);
  return (await res.json()) as ListingAnswer;
}

/**
 * The filters the shopper picks, chosen from the seeded catalogue so that the journey has what it
 * needs: the brand with most results for the query, a clothing size, and a price range inside the
 * bounds of the brand and size's listing that still leaves more than one page of products.
 */
type Plan = FilterPlan;

async function planFilters(): Promise<Plan> {
  const all = await listing(`q=${QUERY}`);
  const values = (name: string) =>
    all.filters.find((f) => f.f_name === name)!.data.filter((v) => !v.hidden && v.count > 0);
  const brand = [...values('GENERAL_Brand')].sort((a, b) => b.count - a.count)[0]!;
  for (const size of [...values('GENERAL_Size')].sort((a, b) => b.count - a.count)) {
    const ids = [brand.fv_id, size.fv_id].sort((a, b) => a - b).join(',');
    // The price inputs only accept bounds inside the range of the listing they are on.
    const price = (await listing(`q=${QUERY}&filters=${ids}`)).filters.find((f) => f.f_name === 'price')!;
    const priceMin = Math.ceil(price.min!) + 5;
    const priceMax = Math.floor(price.max!) - 10;
    const narrowed = await listing(
      `q=${QUERY}&filters=${ids}&priceMin=${priceMin}&priceMax=${priceMax}&priceType=vk`,
    );
    if (narrowed.pagination.total > PER_PAGE) {
      return {
        brand: { id: brand.fv_id, name: brand.fv_name },
        size: { id: size.fv_id, name: size.fv_name },
        priceMin,
        priceMax,
      };
    }
  }
  throw new Error(`the seeded catalogue has no brand and size for “${QUERY}” with two pages of results`);
}

/**
 * API answers in the 4xx range this journey expects: none. A guest's session, cart and wishlist load
 * with 200, and every step here is a valid request, so any 4xx (and the console error Chromium logs
 * for it) fails the journey.
 */
const EXPECTED_4XX: readonly RegExp[] = [];

/** Opens the first product of the listing and adds a size in stock (the wanted one if it can) to the cart. */
async function buyFirstProduct(page: Page, network: NetworkWatch, wanted: string): Promise<void> {
  const tile = page.getByRole('list', { name: 'Products', exact: true }).getByRole('link').first();
  const href = await tile.getAttribute('href');
  await tile.click();
  await expect(page, 'the product page').toHaveURL((u) => u.pathname === href);
  await network.idle();
  await addInStockSizeToCart(page, network, wanted);
}

/** Picks an in-stock size on the product page (the wanted one when it has stock) and adds it. */
async function addInStockSizeToCart(page: Page, network: NetworkWatch, wanted: string): Promise<string> {
  const sizes = page.getByRole('group', { name: /^Size/ });
  await expect(sizes).toBeVisible();
  const inStock = sizes.getByRole('radio', { disabled: false });
  await expect(inStock).not.toHaveCount(0);
  const preferred = sizes.getByRole('radio', { name: wanted, exact: true, disabled: false });
  const choice = (await preferred.count()) > 0 ? preferred : inStock.first();
  const sizeName = ((await choice.evaluate((input) => input.closest('label')?.textContent)) ?? '').trim();
  await choice.check();
  await expect(choice).toBeChecked();

  const productName = ((await page.getByRole('heading', { level: 1 }).textContent()) ?? '').trim();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.locator('.product-info__status'), 'the product page confirms the add').toHaveText(
    `Added to your cart (size ${sizeName}).`,
  );
  await network.idle();

  // The cart popup opens by itself with the new line; the header's cart button counts it.
  const popup = page.getByRole('dialog', { name: 'Cart' });
  await expect(popup).toBeVisible();
  const line = popup.getByRole('listitem').filter({ hasText: productName });
  await expect(line).toBeVisible();
  await expect(line).toContainText(`Size ${sizeName}`);
  await expect(line.getByRole('group', { name: /^Quantity of / })).toContainText('1 in the cart');
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(popup.getByRole('link', { name: 'Go to checkout' })).toBeVisible();
  return productName;
}

/** The product names and prices on screen, for comparing pages. */
async function shownProducts(page: Page): Promise<string[]> {
  return (await readTiles(page)).map((tile) => `${tile.name} ${tile.price}`);
}

function sortedAscending(prices: number[]): boolean {
  return prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
}

test.describe('a guest searches, filters and adds to the cart', () => {
  test(
    'at desktop width: header search with suggestions, filters, sorting, page 2, reload, product, cart',
    { tag: '@desktop' },
    async ({ page, problems, clientErrors, network }) => {
      const plan = await planFilters();

      await page.goto(`${shop.storefront}/`, { waitUntil: 'networkidle' });
      await hydrated(page);

      // The header search: typing shows the query's suggestions after the debounce.
      const field = page.getByRole('combobox', { name: 'Search the shop' });
      await field.click();
      await field.pressSequentially(QUERY, { delay: 40 });
      const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
      await expect(suggestions).toBeVisible();
      await expect(suggestions.getByText('Suggestions', { exact: true })).toBeVisible();
      const options = suggestions.getByRole('option', { name: new RegExp(QUERY, 'i') });
      await expect(options.first()).toBeVisible();
      await expect(options).not.toHaveCount(0);
      await expect(field).toHaveAttribute('aria-expanded', 'true');

      // Enter searches for the query.
      await field.press('Enter');
      await expect(page, 'search').toHaveURL(
        (url) => url.pathname === '/search/' && url.searchParams.get('q') === QUERY,
      );
      await expect(page.getByRole('heading', { level: 1, name: `Results for “${QUERY}”` })).toBeVisible();
      const unfiltered = await listingSettled(page, network);
      expect(unfiltered).toBeGreaterThan(PER_PAGE);
      await expect(suggestions).toBeHidden();

      // Filters in the left column: a brand, a size and a price range, each applied at once.
      const sidebar = page.getByRole('complementary', { name: 'Filters' });
      await searchBrand(sidebar, plan.brand.name);
      await filterValue(sidebar, 'checkbox', plan.brand.name).check();
      await expect(page, 'brand in URL').toHaveURL(
        (url) => url.searchParams.get('filters') === String(plan.brand.id),
      );
      const byBrand = await listingSettled(page, network);
      expect(byBrand).toBeLessThan(unfiltered);
      await expect(filterValue(sidebar, 'checkbox', plan.brand.name)).toBeChecked();

      await openFilterGroup(sidebar, 'Size');
      await filterValue(sidebar, 'checkbox', plan.size.name).check();
      const bothIds = brandAndSizeIds(plan);
      await expect(page, 'size in URL').toHaveURL((url) => url.searchParams.get('filters') === bothIds);
      const bySize = await listingSettled(page, network);
      expect(bySize).toBeLessThanOrEqual(byBrand);

      await openFilterGroup(sidebar, 'Price');
      const priceForm = sidebar.getByRole('form', { name: 'Price' });
      await priceForm.getByRole('spinbutton', { name: 'From €' }).fill(String(plan.priceMin));
      await priceForm.getByRole('spinbutton', { name: 'To €' }).fill(String(plan.priceMax));
      await priceForm.getByRole('button', { name: 'Apply price' }).click();
      await expect(page, 'price in URL').toHaveURL(
        (url) =>
          url.searchParams.get('priceMin') === String(plan.priceMin) &&
          url.searchParams.get('priceMax') === String(plan.priceMax),
      );
      const filtered = await listingSettled(page, network);
      expect(filtered).toBeGreaterThan(PER_PAGE);
      const chips = page.getByRole('button', { name: /^Remove filter / });
      expect((await chips.allTextContents()).map((t) => t.replace('×', '').trim())).toEqual(
        expect.arrayContaining([plan.brand.name, plan.size.name, `€${plan.priceMin} – €${plan.priceMax}`]),
      );
      for (const tile of await readTiles(page)) {
        expect(tile.price).toBeGreaterThanOrEqual(plan.priceMin);
        expect(tile.price).toBeLessThanOrEqual(plan.priceMax);
        expect(tile.name.startsWith(plan.brand.name)).toBe(true);
      }

      // Sorting by price, low to high.
      const sort = page.getByRole('button', { name: /^Sort by/ });
      await sort.click();
      await page.getByRole('option', { name: 'Price: low to high' }).click();
      await expect(page, 'sorting in URL').toHaveURL(
        (url) => url.searchParams.get('sortField') === 'price' && url.searchParams.get('sortType') === 'asc',
      );
      expect(await listingSettled(page, network)).toBe(filtered);
      const firstPage = await readTiles(page);
      expect(firstPage).toHaveLength(PER_PAGE);
      expect(sortedAscending(firstPage.map((t) => t.price))).toBe(true);

      // Page 2 keeps the filters and the sorting, and continues the order.
      const pagination = page.getByRole('navigation', { name: 'Pages' });
      await pagination.getByRole('link', { name: 'Page 2', exact: true }).click();
      await expect(page, 'page 2 in URL').toHaveURL((url) => url.searchParams.get('page') === '2');
      await listingSettled(page, network);
      await expect(
        pagination.getByRole('link', { name: 'Page 2', exact: true }),
        'page 2 is the current page',
      ).toHaveAttribute('aria-current', 'page');
      const secondPage = await readTiles(page);
      expect(secondPage).toHaveLength(Math.min(PER_PAGE, filtered - PER_PAGE));
      expect(sortedAscending([...firstPage, ...secondPage].map((t) => t.price))).toBe(true);
      const firstNames = new Set(firstPage.map((t) => t.href));
      expect(secondPage.some((t) => firstNames.has(t.href))).toBe(false);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/search/');
      expect(url.searchParams.get('q')).toBe(QUERY);
      expect(url.searchParams.get('filters')).toBe(bothIds);

      // A reload rebuilds the same page from the URL alone.
      const beforeReload = await shownProducts(page);
      const response = await page.reload({ waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(page.url()).toBe(url.toString());
      await listingSettled(page, network);
      expect(await shownProducts(page)).toEqual(beforeReload);
      await expect(sort).toContainText('Price: low to high');
      await expect(filterValue(sidebar, 'checkbox', plan.brand.name)).toBeChecked();
      await expect(filterValue(sidebar, 'checkbox', plan.size.name)).toBeChecked();

      // A product from the page, a size in stock, into the cart.
      await buyFirstProduct(page, network, plan.size.name);

      expect(unexpectedProblems(problems, clientErrors, EXPECTED_4XX)).toEqual([]);
      expect(clientErrors.answers).toEqual([]);
    },
  );

  test(
    'at phone width: listing, the filter sheet, a product, the cart',
    { tag: '@phone' },
    async ({ page, problems, clientErrors, network }) => {
      const plan = await planFilters();

      const response = await page.goto(`${shop.storefront}/search/?q=${QUERY}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      const unfiltered = await listingSettled(page, network);

      // The column of filters is not there on a phone; the Filter button opens the sheet.
      await expect(page.getByRole('complementary', { name: 'Filters' })).toBeHidden();
      const openSheet = page.getByRole('button', { name: 'Filter', exact: true });
      await openSheet.click();
      const sheet: Locator = page.getByRole('dialog', { name: 'Filters' });
      await expect(sheet).toBeVisible();
      await expect(openSheet).toHaveAttribute('aria-expanded', 'true');

      // Changes in the sheet wait for its button, which says how many products they will show.
      await searchBrand(sheet, plan.brand.name);
      await filterValue(sheet, 'checkbox', plan.brand.name).check();
      await openFilterGroup(sheet, 'Size');
      await filterValue(sheet, 'checkbox', plan.size.name).check();
      await openFilterGroup(sheet, 'Price');
      await sheet.getByRole('spinbutton', { name: 'From €' }).fill(String(plan.priceMin));
      await sheet.getByRole('spinbutton', { name: 'To €' }).fill(String(plan.priceMax));
      expect(new URL(page.url()).searchParams.get('filters')).toBeNull();

      await sheet.getByRole('button', { name: /^Show ([\d,]+ )?results?$/ }).click();
      await expect(sheet).toHaveCount(0);
      await expectPlanInUrl(page, plan, 'the sheet applied brand, size and price');
      const filtered = await listingSettled(page, network);
      expect(filtered).toBeLessThan(unfiltered);
      await expect(page.getByRole('button', { name: /^Filter\s*3 selected$/ })).toBeVisible();
      const tiles = await readTiles(page);
      expect(tiles).toHaveLength(Math.min(PER_PAGE, filtered));
      for (const tile of tiles) {
        expect(tile.price).toBeGreaterThanOrEqual(plan.priceMin);
        expect(tile.price).toBeLessThanOrEqual(plan.priceMax);
        expect(tile.name.startsWith(plan.brand.name)).toBe(true);
      }

      await buyFirstProduct(page, network, plan.size.name);

      expect(unexpectedProblems(problems, clientErrors, EXPECTED_4XX)).toEqual([]);
      expect(clientErrors.answers).toEqual([]);
    },
  );
});
