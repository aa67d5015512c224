import './static-rendering';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { ProductTile } from '@fanshop/core/catalog';
import { ProductMother, ProductPricesMother } from '@fanshop/core/testing';
import type { Language } from '@fanshop/core/shared';
import { deepFreeze } from '../app/frozen-values';
import { KeptTilesContext, type KeptTiles } from '../catalog/kept-tiles';
import { ProductGrid } from '../catalog/ProductGrid';
import { ServicesProvider } from '../di/services-context';
import { I18nProvider } from '../i18n/i18n-context';
import { createTestShop, type TestShop } from '../testing/test-shop';
import { keptTilesFor } from './kept-tiles';

/** Tiles of a shared answer (frozen), in every shape a tile takes: reduced, colours, many colours. */
const SHARED: readonly ProductTile[] = Array.from({ length: 10 }, (_, at) =>
  deepFreeze(
    ProductMother.tile(100 + at, {
      brand: at % 2 ? 'Kickform' : 'Rotweiss Sport',
      ...(at % 3 === 0 ? {} : { prices: ProductPricesMother.reduced(4_995, 9_995) }),
      ...(at % 4 === 1
        ? {
            colourVariants: Array.from({ length: 2 + at }, (__, c) => ({
              id: 100 + at + c,
              url: `/p/product-${100 + at + c}/`,
              colour: { name: `Colour ${c}`, hex: `#${String(c).repeat(6)}` },
              available: c % 3 !== 2,
            })),
          }
        : {}),
    }),
  ),
);

function page(shop: TestShop, tiles: KeptTiles | null, products: readonly ProductTile[], offset = 0): string {
  return renderToString(
    createElement(
      KeptTilesContext,
      { value: tiles },
      createElement(
        ServicesProvider,
        { value: shop.resolver },
        createElement(
          I18nProvider,
          { value: shop.locale.i18n },
          createElement(ProductGrid, { products, listName: 'Jerseys', offset }),
        ),
      ),
    ),
  );
}

/** One page's render as the server's entry does it: kept tiles set down, the rendered ones kept after. */
function served(shop: TestShop, products: readonly ProductTile[], offset = 0): string {
  const tiles = keptTilesFor(shop.services.config, shop.resolver, shop.locale.i18n);
  const html = page(shop, tiles, products, offset);
  tiles.keepRendered();
  return html;
}

/** Counts the tiles a page's render found kept and those it rendered. */
function counting(shop: TestShop) {
  const tiles = keptTilesFor(shop.services.config, shop.resolver, shop.locale.i18n);
  const seen = { found: 0, rendered: 0 };
  const probe: KeptTiles = {
    markupOf: (product) => {
      const markup = tiles.markupOf(product);
      if (markup !== undefined) seen.found++;
      return markup;
    },
    keep: (product, inside) => {
      seen.rendered++;
      tiles.keep(product, inside);
    },
  };
  return { tiles, probe, seen };
}

describe('a server’s kept tiles', () => {
  it('write the same page as rendering every tile, and the page after sets them down', () => {
    const shop = createTestShop();
    const fresh = page(shop, null, SHARED);
    expect(served(shop, SHARED)).toBe(fresh);
    const { tiles, probe, seen } = counting(shop);
    expect(page(shop, probe, SHARED)).toBe(fresh);
    tiles.keepRendered();
    // The first four tiles' pictures are preloaded by React from their <img>: those are always rendered.
    expect(seen).toEqual({ found: SHARED.length - 4, rendered: 0 });
    expect(fresh.match(/rel="preload"/g)).toHaveLength(4);
  });

  it('keep nothing of an answer that is not shared (not frozen: a customer’s)', () => {
    const shop = createTestShop();
    const own = SHARED.map((tile) => ({ ...tile }));
    served(shop, own, 4);
    const { tiles, probe, seen } = counting(shop);
    expect(page(shop, probe, own, 4)).toBe(page(shop, null, own, 4));
    tiles.keepRendered();
    expect(seen).toEqual({ found: 0, rendered: own.length });
    expect(own.map((tile) => tiles.markupOf(tile))).toEqual(own.map(() => undefined));
  });

  it('keep a tile by its heart: on the list, it is rendered anew and kept as such', async () => {
    const shop = createTestShop();
    served(shop, SHARED, 4);
    const [first] = SHARED;
    await shop.services.wishlist.toggle({ id: first!.id, name: first!.name });
    expect(shop.services.wishlist.has(first!.id)).toBe(true);
    const fresh = page(shop, null, SHARED, 4);
    expect(fresh).toContain('aria-pressed="true"');
    const { tiles, probe, seen } = counting(shop);
    expect(page(shop, probe, SHARED, 4)).toBe(fresh);
    tiles.keepRendered();
    expect(seen).toEqual({ found: SHARED.length - 1, rendered: 1 });
    expect(served(shop, SHARED, 4)).toBe(fresh);
  });

  it('match a fresh render in any order of languages, pages and hearts', async () => {
    const shops = { 'en-US': createTestShop(), 'de-AT': createTestShop({ language: 'de-AT' }) };
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            language: fc.constantFrom<Language>('en-US', 'de-AT'),
            offset: fc.constantFrom(0, 2, 24),
            from: fc.nat(SHARED.length - 1),
            heart: fc.option(fc.nat(SHARED.length - 1), { nil: undefined }),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        async (renders) => {
          for (const { language, offset, from, heart } of renders) {
            const shop = shops[language];
            const tile = heart === undefined ? undefined : SHARED[heart];
            if (tile) await shop.services.wishlist.toggle({ id: tile.id, name: tile.name });
            const products = [...SHARED.slice(from), ...SHARED.slice(0, from)];
            expect(served(shop, products, offset)).toBe(page(shop, null, products, offset));
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('keep nothing of a tile that cannot be written alone, and the page goes out all the same', () => {
    const shop = createTestShop();
    const tiles = keptTilesFor(shop.services.config, shop.resolver, shop.locale.i18n);
    const Failing = () => {
      throw new Error('needs the page around it');
    };
    tiles.keep(SHARED[6]!, createElement(Failing));
    tiles.keep(SHARED[7]!, createElement('span', null, 'kept'));
    expect(() => tiles.keepRendered()).not.toThrow();
    expect(tiles.markupOf(SHARED[6]!)).toBeUndefined();
    expect(tiles.markupOf(SHARED[7]!)).toBe('<span>kept</span>');
  });

  it('are kept apart by language, each in its own words', () => {
    const english = createTestShop();
    const german = createTestShop({ language: 'de-AT' });
    // One process, one config: both shoppers' pages find what the other kept, by their own language.
    const config = english.services.config;
    const both = keptTilesFor(config, english.resolver, english.locale.i18n);
    page(english, both, SHARED, 4);
    both.keepRendered();
    const inGerman = keptTilesFor(config, german.resolver, german.locale.i18n);
    expect(inGerman.markupOf(SHARED[5]!)).toBeUndefined();
    expect(page(german, inGerman, SHARED, 4)).toBe(page(german, null, SHARED, 4));
  });
});
