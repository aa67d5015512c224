import { expect, test } from './support/fixtures';
import { euros } from './support/catalogue';
import type { Shopper } from './support/shopper';

/**
 * Browsing in every engine: the home page, a listing with a filter, sorting and page 2, and the German
 * shop. Written once for Chromium, Firefox and WebKit (ADR 0017).
 */

const PRODUCTS = { role: 'list', name: 'Products' } as const;

/** The prices of the listing's tiles, in order. */
async function tilePrices(shopper: Shopper): Promise<number[]> {
  return shopper
    .run(() =>
      Array.from(document.querySelectorAll('[aria-label="Products"] .price__now')).map(
        (e) => e.textContent ?? '',
      ),
    )
    .then((texts) => texts.map((t) => euros(t)[0] ?? Number.NaN));
}

test('home: the hero leads into the jerseys', { tag: ['@phone', '@desktop'] }, async ({ shopper }) => {
  await shopper.open('/');
  await shopper.see({ role: 'heading', name: 'Wear the colours' });
  await shopper.click({ role: 'link', name: 'Shop jerseys' });
  await shopper.urlIs('the jerseys listing', (url) => url.pathname === '/jerseys/');
  await shopper.see({ role: 'heading', name: 'Jerseys' });
  expect(await shopper.count({ role: 'listitem', within: PRODUCTS })).toBeGreaterThan(1);
});

test(
  'a listing: a brand filter, sorting by price and page 2',
  { tag: ['@phone', '@desktop'] },
  async ({ shopper }) => {
    await shopper.open('/men/');
    const before = Number((await shopper.see({ role: 'status', text: /products/ })).replace(/\D/g, ''));

    if (shopper.width === 'phone') {
      await shopper.click({ role: 'button', name: 'Filter' });
      const sheet = { role: 'dialog', name: 'Filters' };
      await shopper.click({
        css: 'label:has(input[type=checkbox])',
        within: { role: 'group', name: 'Brand', within: sheet },
      });
      await shopper.click({ role: 'button', name: /^Show ([\d,]+ )?results?$/, within: sheet });
      await shopper.gone(sheet);
    } else {
      const sidebar = { role: 'complementary', name: 'Filters' };
      await shopper.click({
        css: 'label:has(input[type=checkbox])',
        within: { role: 'group', name: 'Brand', within: sidebar },
      });
    }
    const filtered = await shopper.urlIs('the brand in the address', (url) =>
      /^\d+$/.test(url.searchParams.get('filters') ?? ''),
    );
    await shopper.until(
      'the listing shows fewer products',
      (count) => {
        const status = document.querySelector('.listing-header__count')?.textContent ?? '';
        const n = Number(status.replace(/\D/g, ''));
        return /products?$/.test(status) && n > 0 && n < count;
      },
      before,
    );

    await shopper.click({ role: 'button', name: /^Sort by/ });
    await shopper.click({ role: 'option', name: 'Price: low to high' });
    await shopper.urlIs(
      'sorting in the address',
      (url) =>
        url.searchParams.get('sortField') === 'price' &&
        url.searchParams.get('sortType') === 'asc' &&
        url.searchParams.get('filters') === filtered.searchParams.get('filters'),
    );
    await shopper.until('the tiles sorted by price', () => {
      const list = document.querySelector('[aria-label="Products"]');
      return list && !list.hasAttribute('aria-busy');
    });
    const prices = await tilePrices(shopper);
    expect(prices.length).toBeGreaterThan(0);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    // Page 2 of the unfiltered listing, so there is one.
    await shopper.open('/men/?sortField=price&sortType=asc');
    const firstPage = await tilePrices(shopper);
    await shopper.click({ role: 'link', name: 'Page 2', within: { role: 'navigation', name: 'Pages' } });
    await shopper.urlIs('page 2 in the address', (url) => url.searchParams.get('page') === '2');
    await shopper.attributeIs(
      { role: 'link', name: 'Page 2', within: { role: 'navigation', name: 'Pages' } },
      'aria-current',
      'page',
    );
    await shopper.until(
      'page 2 shows other products',
      (first) => {
        const list = document.querySelector('[aria-label="Products"]');
        const now = Array.from(document.querySelectorAll('[aria-label="Products"] .price__now'))
          .map((e) => e.textContent)
          .join('|');
        return list && !list.hasAttribute('aria-busy') && now !== first;
      },
      firstPage.join('|'),
    );
    const secondPage = await tilePrices(shopper);
    expect(Math.min(...secondPage)).toBeGreaterThanOrEqual(Math.max(...firstPage));
  },
);

test(
  'the German shop: texts, address and prices in German',
  { tag: ['@phone', '@desktop'] },
  async ({ shopper }) => {
    await shopper.open('/de/');
    expect(await shopper.run(() => document.documentElement.lang)).toBe('de-AT');
    await shopper.see({ role: 'link', name: 'English' });
    await shopper.open('/de/herren/');
    await shopper.see({ role: 'heading', name: 'Herren' });
    const price = await shopper.see({ css: '[aria-label="Produkte"] .price__now' });
    expect(price).toMatch(/^€ \d{1,3}(\.\d{3})*,\d{2}$/);
    expect(euros(price, 'de')[0]).toBeGreaterThan(0);
  },
);
