import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, test } from './support/fixtures';
import { shop } from '../support/shop';
import type { Shopper, Target } from './support/shopper';

/**
 * The listing that sells, in every engine (issue 36): the trail from home, a long brand list shortened
 * with "Show all" and searchable, sizes as tiles grouped by scale, the phone sheet's button saying how
 * many products it will show (and the listing then showing that many), and axe finding nothing in the
 * filters as the shopper leaves them.
 */

const PATH = '/men/';

interface FacetValue {
  readonly fv_id: number;
  readonly fv_name: string;
  readonly hidden: boolean;
  readonly type: string;
  readonly count: number;
}

/** What the API lists at a path: its total and each filter group's values with products. */
async function listingOf(
  path: string,
  filters: readonly number[] = [],
): Promise<{ total: number; values: (group: string) => FacetValue[] }> {
  const query = filters.length > 0 ? `&filters=${[...filters].sort((a, b) => a - b).join(',')}` : '';
  const res = await fetch(`${shop.api}/api/v1/listing/?path=${encodeURIComponent(path)}${query}`);
  const body = (await res.json()) as {
    pagination: { total: number };
    filters: { f_name: string; data: FacetValue[] }[];
  };
  return {
    total: body.pagination.total,
    values: (group) => body.filters.find((f) => f.f_name === group)?.data.filter((v) => !v.hidden) ?? [],
  };
}

/** A count as the English shop writes it. */
const written = (n: number): string => n.toLocaleString('en-US');

/** The sheet's Apply button for a number of results. */
const showButton = (n: number, within: Target): Target => ({
  role: 'button',
  name: new RegExp(`^Show ${written(n)} results?$`),
  within,
});

/** How many brand checkboxes a scope shows now. */
async function brandBoxes(shopper: Shopper, scope: string): Promise<number> {
  return shopper.run(
    (selector) => document.querySelectorAll(`${selector} .brand-list input[type=checkbox]`).length,
    scope,
  );
}

const require = createRequire(import.meta.url);
let axeSource: string | undefined;

/** axe-core's default rules on the page as it is now, in whatever engine: the violations' ids and targets. */
async function axeViolations(shopper: Shopper): Promise<string[]> {
  axeSource ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
  await shopper.driver.runSource(axeSource);
  await shopper.run(() => {
    const page = globalThis as unknown as {
      axe: {
        run(context: Document): Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
      };
      __axeFound?: string[];
    };
    delete page.__axeFound;
    void page.axe.run(document).then((result) => {
      page.__axeFound = result.violations.map(
        (v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`,
      );
    });
  });
  const found = await shopper.until(
    'axe has looked at the page',
    () => (globalThis as { __axeFound?: string[] }).__axeFound,
  );
  return found ?? [];
}

test(
  'a category listing shows the trail from home, in English and in German',
  { tag: ['@phone', '@desktop'] },
  async ({ shopper }) => {
    await shopper.open('/men/jerseys/');
    const trail = { role: 'navigation', name: 'Breadcrumb' };
    await shopper.see({ role: 'link', name: 'Home', within: trail });
    await shopper.see({ role: 'link', name: 'Clothing', within: trail });
    expect(await shopper.see({ css: '[aria-current="page"]', within: trail })).toBe('Jerseys');

    await shopper.click({ role: 'link', name: 'Men', within: trail });
    await shopper.urlIs('the department', (url) => url.pathname === '/men/');
    await shopper.see({ role: 'heading', name: 'Men', within: { role: 'main' } });

    await shopper.open('/de/herren/trikots/');
    const german = { role: 'navigation', name: 'Brotkrümelnavigation' };
    await shopper.see({ role: 'link', name: 'Startseite', within: german });
    await shopper.see({ role: 'link', name: 'Herren', within: german });
    expect(await shopper.see({ css: '[aria-current="page"]', within: german })).toBe('Trikots');
  },
);

test(
  'the filter column: the brands shortened, searched and shown all; sizes as tiles by scale',
  { tag: ['@desktop'] },
  async ({ shopper }) => {
    const men = await listingOf(PATH);
    const brands = men.values('GENERAL_Brand');
    expect(brands.length, 'the men have a long brand list').toBeGreaterThan(10);
    await shopper.open(PATH);
    const sidebar = { role: 'complementary', name: 'Filters' };
    await shopper.see({ role: 'group', name: 'Brand', within: sidebar });
    expect(await brandBoxes(shopper, '.listing-sidebar')).toBe(8);

    // The last brand, hidden while the list is short, found by typing part of its name.
    const wanted = brands.at(-1)!;
    await shopper.typeInto(
      { role: 'searchbox', name: 'Search brands', within: sidebar },
      wanted.fv_name.slice(0, 4),
    );
    await shopper.until('the brands matching what was typed, and how many', () => {
      const status =
        document.querySelector('.listing-sidebar .brand-list [role="status"]')?.textContent ?? '';
      return /^\d+ brands?$/.test(status);
    });
    expect(await brandBoxes(shopper, '.listing-sidebar')).toBeLessThan(brands.length);
    await shopper.click({ css: `label:has(input[value="${wanted.fv_id}"])`, within: sidebar });
    await shopper.urlIs(
      'the brand in the address',
      (url) => url.searchParams.get('filters') === String(wanted.fv_id),
    );
    await shopper.until(
      'the brand’s products',
      (count) => document.querySelector('.listing-header__count')?.textContent === `${count} products`,
      written(wanted.count),
    );

    // Sizes: a group per scale, each size a tile that ticks like a checkbox.
    await shopper.click({ role: 'button', name: /^Size/, within: sidebar });
    const clothing = { role: 'group', name: 'Clothing', within: sidebar };
    await shopper.see(clothing);
    await shopper.see({ role: 'group', name: 'Shoes', within: sidebar });
    const withBrand = await listingOf(PATH, [wanted.fv_id]);
    const size = withBrand.values('GENERAL_Size').find((v) => v.type === 'clothing')!;
    const tile = `label:has(input[value="${size.fv_id}"])`;
    await shopper.click({ css: tile, within: clothing });
    await shopper.urlIs(
      'the size in the address',
      (url) => url.searchParams.get('filters') === [wanted.fv_id, size.fv_id].sort((a, b) => a - b).join(','),
    );
    await shopper.until('the listing has loaded', () => {
      const list = document.querySelector('[aria-label="Products"]');
      return list !== null && !list.hasAttribute('aria-busy');
    });
    await shopper.attributeIs({ css: `${tile} input`, within: clothing }, '.checked', 'true');
    expect(await axeViolations(shopper)).toEqual([]);

    // A fresh page: "Show all" shows every brand and says the list is expanded.
    await shopper.open(PATH);
    const more = { role: 'button', name: `Show all (${brands.length})`, within: sidebar };
    await shopper.attributeIs(more, 'aria-expanded', 'false');
    await shopper.click(more);
    await shopper.attributeIs(
      { role: 'button', name: 'Show fewer', within: sidebar },
      'aria-expanded',
      'true',
    );
    await shopper.until(
      'every brand shows',
      (n) => document.querySelectorAll('.listing-sidebar .brand-list input[type=checkbox]').length === n,
      brands.length,
    );
  },
);

test(
  'the phone filter sheet: its button says how many products it will show, and the listing then shows that many',
  { tag: ['@phone'] },
  async ({ shopper }) => {
    const men = await listingOf(PATH);
    const brand = men.values('GENERAL_Brand').at(-1)!;
    await shopper.open(PATH);
    await shopper.click({ role: 'button', name: 'Filter' });
    const sheet = { role: 'dialog', name: 'Filters' };
    await shopper.see(showButton(men.total, sheet));

    // A brand found by its name in the sheet's shortened list.
    await shopper.typeInto({ role: 'searchbox', name: 'Search brands', within: sheet }, brand.fv_name);
    await shopper.click({ css: `label:has(input[value="${brand.fv_id}"])`, within: sheet });
    await shopper.see(showButton(brand.count, sheet));

    // A size tile, of the shoes when the brand has any.
    await shopper.click({ role: 'button', name: /^Size/, within: sheet });
    await shopper.see({ role: 'group', name: 'Clothing', within: sheet });
    await shopper.see({ role: 'group', name: 'Shoes', within: sheet });
    const sizes = (await listingOf(PATH, [brand.fv_id])).values('GENERAL_Size');
    const size = sizes.find((v) => v.type === 'shoe') ?? sizes[0]!;
    await shopper.click({ css: `label:has(input[value="${size.fv_id}"])`, within: sheet });
    const both = await listingOf(PATH, [brand.fv_id, size.fv_id]);
    await shopper.see(showButton(both.total, sheet));
    expect(await axeViolations(shopper)).toEqual([]);

    await shopper.click(showButton(both.total, sheet));
    await shopper.gone(sheet);
    await shopper.urlIs(
      'brand and size in the address',
      (url) => url.searchParams.get('filters') === [brand.fv_id, size.fv_id].sort((a, b) => a - b).join(','),
    );
    await shopper.until(
      'the listing shows as many products as the button said',
      (count) => {
        const status = document.querySelector('.listing-header__count')?.textContent ?? '';
        return status === `${count} product` || status === `${count} products`;
      },
      written(both.total),
    );
  },
);
