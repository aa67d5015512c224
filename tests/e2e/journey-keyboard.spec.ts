import { expect, test } from './support/fixtures';
import { unexpectedProblems } from './support/problems';
import { shop } from './support/shop';
import type { Locator, Page } from '@playwright/test';
import {
  brandAndSizeIds,
  expectPlanInUrl,
  filterValue,
  hydrated,
  listingSettled,
  readTiles,
  type FilterPlan,
  type NetworkWatch,
} from './support/journey';

/**
 * Journey 1 with the keyboard only: the header search with its suggestions, a listing, brand, size and
 * price filters, sorting, page 2, a product, a size, the cart. Every step is a key press (Tab, Shift+Tab,
 * arrows, Enter, Space, typing); the mouse is never used. What the shopper reaches and where the
 * focus is are read from the page.
 */

const QUERY = 'jersey';
/** The suggestion the shopper picks: the jerseys listing. */
const SUGGESTION = 'Jerseys';
const PER_PAGE = 24;

interface ListingAnswer {
  pagination: { total: number };
  filters: {
    f_name: string;
    data: { fv_id: number; fv_name: string; count: number; hidden: boolean }[];
    min?: number;
    max?: number;
  }[];
}

async function listing(path: string, query = ''): Promise<ListingAnswer> {
  const res = await fetch(`${shop.api}/api/v1/listing/?path=${encodeURIComponent(path)}&${query}`);
  return (await res.json()) as ListingAnswer;
}

interface Plan extends FilterPlan {
  /** The suggested listing the filters apply to. */
  readonly path: string;
}

/** A brand, a size and a price range of the suggested listing that leave more than one page. */
async function planFilters(): Promise<Plan> {
  const suggestions = (await (await fetch(`${shop.api}/autosuggest/list/?q=${QUERY}`)).json()) as {
    phrase: string;
    url: string;
  }[];
  const path = suggestions.find((s) => s.phrase === SUGGESTION)?.url;
  if (!path) throw new Error(`“${QUERY}” suggests no “${SUGGESTION}”`);
  const all = await listing(path);
  const values = (name: string) =>
    all.filters.find((f) => f.f_name === name)!.data.filter((v) => !v.hidden && v.count > 0);
  for (const brand of [...values('GENERAL_Brand')].sort((a, b) => b.count - a.count)) {
    for (const size of [...values('GENERAL_Size')].sort((a, b) => b.count - a.count)) {
      const ids = [brand.fv_id, size.fv_id].sort((a, b) => a - b).join(',');
      const price = (await listing(path, `filters=${ids}`)).filters.find((f) => f.f_name === 'price');
      if (price?.min === undefined || price.max === undefined) continue;
      const priceMin = Math.ceil(price.min) + 1;
      const priceMax = Math.floor(price.max) - 1;
      const narrowed = await listing(
        path,
        `filters=${ids}&priceMin=${priceMin}&priceMax=${priceMax}&priceType=vk`,
      );
      if (narrowed.pagination.total > PER_PAGE) {
        return {
          path,
          brand: { id: brand.fv_id, name: brand.fv_name },
          size: { id: size.fv_id, name: size.fv_name },
          priceMin,
          priceMax,
        };
      }
    }
  }
  throw new Error(`${path} has no brand and size with two pages of results`);
}

async function isFocused(target: Locator): Promise<boolean> {
  return target.evaluate((element) => element === document.activeElement, undefined, { timeout: 2_000 });
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the page.
 * Fails when it is not reached within `max` presses: then it is not in the tab order.
 */
async function tabTo(
  page: Page,
  target: Locator,
  what: string,
  backwards = false,
  max = 250,
): Promise<number> {
  for (let presses = 0; presses <= max; presses++) {
    if (await isFocused(target).catch(() => false)) return presses;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  const focused = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 200));
  throw new Error(`${what} was not reached with ${max} presses of Tab; the focus is on ${focused}`);
}

/** A long brand list shows its first brands only: Tab to its search and type the brand's name. */
async function searchBrandByKeyboard(page: Page, scope: Locator, name: string): Promise<void> {
  const search = scope.getByRole('searchbox', { name: 'Search brands' });
  if ((await search.count()) === 0) return;
  await tabTo(page, search, 'the brand search');
  await page.keyboard.type(name, { delay: 30 });
}

/** The header search by keyboard: type, arrow down to the wanted suggestion, Enter opens its listing. */
async function searchBySuggestion(page: Page, plan: Plan): Promise<void> {
  const keyboard = page.keyboard;
  const field = page.getByRole('combobox', { name: 'Search the shop' });
  await tabTo(page, field, 'the search field');
  await keyboard.type(QUERY, { delay: 30 });
  const suggestions = page.getByRole('listbox', { name: 'Search suggestions' });
  const wanted = suggestions.getByRole('option', { name: new RegExp(`^${SUGGESTION}\\b`) }).first();
  await expect(wanted).toBeVisible();
  const wantedId = (await wanted.getAttribute('id'))!;
  for (let i = 0; i < 30; i++) {
    await keyboard.press('ArrowDown');
    if ((await field.getAttribute('aria-activedescendant')) === wantedId) break;
  }
  await expect(field).toHaveAttribute('aria-activedescendant', wantedId);
  await expect(wanted).toHaveAttribute('aria-selected', 'true');
  await keyboard.press('Enter');
  await expect(page, 'the suggested listing').toHaveURL((url) => url.pathname === plan.path);
}

/**
 * Sorting by keyboard: ArrowDown on the sort button opens its listbox on the current option, one step
 * further down is "Price: high to low", Enter chooses it. The listing keeps its `filtered` products.
 */
async function sortPriceHighToLow(page: Page, network: NetworkWatch, filtered: number): Promise<void> {
  const keyboard = page.keyboard;
  await tabTo(page, page.getByRole('button', { name: /^Sort by/ }), 'the sorting');
  await keyboard.press('ArrowDown');
  await keyboard.press('ArrowDown');
  await keyboard.press('Enter');
  await expect(page, 'sorting in URL').toHaveURL(
    (url) => url.searchParams.get('sortField') === 'price' && url.searchParams.get('sortType') === 'desc',
  );
  expect(await listingSettled(page, network)).toBe(filtered);
}

/** Opens the listing's first product, picks its first size in stock and adds it, all by keyboard. */
async function firstProductToCart(page: Page, network: NetworkWatch): Promise<void> {
  const keyboard = page.keyboard;
  const tile = page.getByRole('list', { name: 'Products', exact: true }).getByRole('link').first();
  const href = await tile.getAttribute('href');
  await tabTo(page, tile, 'the first product');
  await keyboard.press('Enter');
  await expect(page, 'the product page').toHaveURL((url) => url.pathname === href);
  await network.idle();

  // A size: Tab into the size group reaches its first size in stock; Space chooses it.
  const main = page.getByRole('main');
  const sizes = main.getByRole('group', { name: /^Size/ });
  const firstInStock = sizes.getByRole('radio', { disabled: false }).first();
  await tabTo(page, firstInStock, 'the sizes');
  await keyboard.press('Space');
  await expect(firstInStock).toBeChecked();
  const sizeName = (
    (await firstInStock.evaluate((input) => input.closest('label')?.textContent)) ?? ''
  ).trim();

  // Add to cart with Enter; the page confirms and the cart popup shows the line.
  await tabTo(page, main.getByRole('button', { name: 'Add to cart' }), 'Add to cart');
  await keyboard.press('Enter');
  await expect(page.locator('.product-info__status'), 'the product page confirms the add').toHaveText(
    `Added to your cart (size ${sizeName}).`,
  );
  const popup = page.getByRole('dialog', { name: 'Cart' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('listitem').first()).toContainText(`Size ${sizeName}`);
  await expect(page.getByRole('button', { name: 'Cart, 1 item' })).toBeVisible();
  await network.idle();
}

test.describe('journey 1 with the keyboard only', () => {
  test(
    'at desktop width: search with suggestions, filters, sorting, page 2, a product, a size and the cart',
    { tag: '@desktop' },
    async ({ page, problems, clientErrors, network }) => {
      test.setTimeout(90_000);
      const plan = await planFilters();
      const keyboard = page.keyboard;

      await page.goto(`${shop.storefront}/`, { waitUntil: 'networkidle' });
      await hydrated(page);

      // The first Tab reaches the skip link.
      await keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();

      await searchBySuggestion(page, plan);
      const unfiltered = await listingSettled(page, network);
      expect(unfiltered).toBeGreaterThan(PER_PAGE);

      // The brand: typed into a long list's brand search, then Tab to its checkbox in the filter
      // column, Space.
      const sidebar = page.getByRole('complementary', { name: 'Filters' });
      await searchBrandByKeyboard(page, sidebar, plan.brand.name);
      const brand = filterValue(sidebar, 'checkbox', plan.brand.name);
      await tabTo(page, brand, `the ${plan.brand.name} checkbox`);
      await keyboard.press('Space');
      await expect(page, 'brand in URL').toHaveURL(
        (url) => url.searchParams.get('filters') === String(plan.brand.id),
      );
      const byBrand = await listingSettled(page, network);
      expect(byBrand).toBeLessThan(unfiltered);
      await expect(brand).toBeChecked();

      // The size: the group opens with Enter, then Tab to the size and Space.
      const sizeToggle = sidebar.getByRole('button', { name: /^Size/ }).first();
      await tabTo(page, sizeToggle, 'the Size group');
      if ((await sizeToggle.getAttribute('aria-expanded')) !== 'true') await keyboard.press('Enter');
      await expect(sizeToggle, 'the Size group opens').toHaveAttribute('aria-expanded', 'true');
      const size = filterValue(sidebar, 'checkbox', plan.size.name);
      await tabTo(page, size, `the size ${plan.size.name}`);
      await keyboard.press('Space');
      const bothIds = brandAndSizeIds(plan);
      await expect(page, 'size in URL').toHaveURL((url) => url.searchParams.get('filters') === bothIds);
      await listingSettled(page, network);

      // The price: open the group, type both bounds, Enter sends the form.
      const priceToggle = sidebar.getByRole('button', { name: /^Price/ }).first();
      await tabTo(page, priceToggle, 'the Price group');
      if ((await priceToggle.getAttribute('aria-expanded')) !== 'true') await keyboard.press('Enter');
      await expect(priceToggle, 'the Price group opens').toHaveAttribute('aria-expanded', 'true');
      const priceForm = sidebar.getByRole('form', { name: 'Price' });
      const from = priceForm.getByRole('spinbutton', { name: 'From €' });
      await tabTo(page, from, 'the lower price');
      await keyboard.press('ControlOrMeta+A');
      await keyboard.type(String(plan.priceMin));
      await keyboard.press('Tab');
      await expect(priceForm.getByRole('spinbutton', { name: 'To €' })).toBeFocused();
      await keyboard.press('ControlOrMeta+A');
      await keyboard.type(String(plan.priceMax));
      await keyboard.press('Enter');
      await expect(page, 'price in URL').toHaveURL(
        (url) =>
          url.searchParams.get('priceMin') === String(plan.priceMin) &&
          url.searchParams.get('priceMax') === String(plan.priceMax),
      );
      const filtered = await listingSettled(page, network);
      expect(filtered).toBeGreaterThan(PER_PAGE);

      await sortPriceHighToLow(page, network, filtered);
      const firstPage = (await readTiles(page)).map((tile) => tile.price);
      expect(firstPage).toHaveLength(PER_PAGE);
      expect(firstPage.every((price, i) => i === 0 || firstPage[i - 1]! >= price)).toBe(true);

      // Page 2 by its link.
      const pagination = page.getByRole('navigation', { name: 'Pages' });
      await tabTo(page, pagination.getByRole('link', { name: 'Page 2', exact: true }), 'the link to page 2');
      await keyboard.press('Enter');
      await expect(page, 'page 2 in URL').toHaveURL((url) => url.searchParams.get('page') === '2');
      await listingSettled(page, network);
      const secondPage = await readTiles(page);
      expect(secondPage.length).toBeGreaterThan(0);
      expect(secondPage[0]!.price).toBeLessThanOrEqual(firstPage[PER_PAGE - 1]!);

      await firstProductToCart(page, network);

      expect(unexpectedProblems(problems, clientErrors, [])).toEqual([]);
      expect(clientErrors.answers).toEqual([]);
    },
  );

  test(
    'at phone width: search with suggestions, the filter sheet, sorting, page 2, a product and the cart',
    { tag: '@phone' },
    async ({ page, problems, clientErrors, network }) => {
      test.setTimeout(90_000);
      const plan = await planFilters();
      const keyboard = page.keyboard;

      await page.goto(`${shop.storefront}/`, { waitUntil: 'networkidle' });
      await hydrated(page);
      await searchBySuggestion(page, plan);
      const unfiltered = await listingSettled(page, network);

      // The filter sheet opens with Enter and takes the focus; changes wait for its button, which says
      // how many products they will show.
      const openSheet = page.getByRole('button', { name: 'Filter', exact: true });
      await tabTo(page, openSheet, 'the Filter button');
      await keyboard.press('Enter');
      const sheet = page.getByRole('dialog', { name: 'Filters' });
      await expect(sheet).toBeVisible();
      expect(await sheet.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);

      await searchBrandByKeyboard(page, sheet, plan.brand.name);
      await tabTo(page, filterValue(sheet, 'checkbox', plan.brand.name), `the ${plan.brand.name} checkbox`);
      await keyboard.press('Space');
      const sizeToggle = sheet.getByRole('button', { name: /^Size/ }).first();
      await tabTo(page, sizeToggle, 'the Size group');
      if ((await sizeToggle.getAttribute('aria-expanded')) !== 'true') await keyboard.press('Enter');
      await expect(sizeToggle, 'the Size group opens').toHaveAttribute('aria-expanded', 'true');
      await tabTo(page, filterValue(sheet, 'checkbox', plan.size.name), `the size ${plan.size.name}`);
      await keyboard.press('Space');
      const priceToggle = sheet.getByRole('button', { name: /^Price/ }).first();
      await tabTo(page, priceToggle, 'the Price group');
      if ((await priceToggle.getAttribute('aria-expanded')) !== 'true') await keyboard.press('Enter');
      await expect(priceToggle, 'the Price group opens').toHaveAttribute('aria-expanded', 'true');
      await tabTo(page, sheet.getByRole('spinbutton', { name: 'From €' }), 'the lower price');
      await keyboard.press('ControlOrMeta+A');
      await keyboard.type(String(plan.priceMin));
      await keyboard.press('Tab');
      await keyboard.press('ControlOrMeta+A');
      await keyboard.type(String(plan.priceMax));
      expect(new URL(page.url()).searchParams.get('filters')).toBeNull();
      await tabTo(page, sheet.getByRole('button', { name: /^Show ([\d,]+ )?results?$/ }), 'Show … results');
      await keyboard.press('Enter');
      await expect(sheet).toHaveCount(0);
      await expectPlanInUrl(page, plan, 'the sheet applied brand, size and price');
      const filtered = await listingSettled(page, network);
      expect(filtered).toBeLessThan(unfiltered);
      expect(filtered).toBeGreaterThan(PER_PAGE);

      await sortPriceHighToLow(page, network, filtered);

      const pagination = page.getByRole('navigation', { name: 'Pages' });
      await tabTo(page, pagination.getByRole('link', { name: 'Page 2', exact: true }), 'the link to page 2');
      await keyboard.press('Enter');
      await expect(page, 'page 2 in URL').toHaveURL((url) => url.searchParams.get('page') === '2');
      await listingSettled(page, network);

      await firstProductToCart(page, network);

      expect(unexpectedProblems(problems, clientErrors, [])).toEqual([]);
      expect(clientErrors.answers).toEqual([]);
    },
  );
});
