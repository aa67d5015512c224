import { describe, expect, it } from 'vitest';
import { catalogueFixture } from './testing/catalogue-fixture';

describe('given a catalogue built over the database', () => {
  it('when the catalogue tables change and rebuild() runs, then listing, search and tiles follow', () => {
    const { db, catalogue } = catalogueFixture(120, 3);
    const before = catalogue.listing({ path: '/search/', q: 'zeppelin' }, 'en', 'vk')!;
    expect(before.pagination.total).toBe(0);

    db.prepare(
      "UPDATE products SET name_en = 'Zeppelin Special Edition Scarf', is_outlet = 1 WHERE id = 5",
    ).run();
    db.prepare(
      'UPDATE product_prices SET vk = 100, premium = 90, staff = 70, pro = 80 WHERE product_id = 5',
    ).run();
    expect(catalogue.listing({ path: '/search/', q: 'zeppelin' }, 'en', 'vk')!.pagination.total).toBe(0);

    catalogue.rebuild();
    const after = catalogue.listing({ path: '/search/', q: 'zeppelin' }, 'en', 'vk')!;
    expect(after.products.map((p) => p.id)).toEqual([5]);
    expect(after.products[0]).toMatchObject({
      name: 'Zeppelin Special Edition Scarf',
      isOutlet: true,
      prices: { vk: 100 },
    });
    expect(
      catalogue.listing({ path: '/outlet/', sortField: 'price', sortType: 'asc' }, 'en', 'vk')!.products[0]!
        .id,
    ).toBe(5);
    expect(catalogue.autosuggest('zepp', 'en')).toEqual([]);
    expect(catalogue.stats.products).toBe(120);
  });

  it('when tiles are asked for unknown ids, then those are skipped and the order is kept', () => {
    const { catalogue } = catalogueFixture(50, 3);
    const tiles = catalogue.productTiles([7, 9999, 3, 7], 'de', 'premium') as {
      id: number;
      priceType: string;
    }[];
    expect(tiles.map((t) => t.id)).toEqual([7, 3, 7]);
    expect(tiles[0]!.priceType).toBe('premium');
  });

  it('when a product comes in several colours, then its answer and its tile link each colour, its own among them', () => {
    const { db, catalogue } = catalogueFixture(300, 7);
    const article = db
      .prepare(
        'SELECT article_id FROM products GROUP BY article_id HAVING count(*) > 1 ORDER BY article_id LIMIT 1',
      )
      .pluck()
      .get() as number;
    const ids = db
      .prepare('SELECT id FROM products WHERE article_id = ? ORDER BY id')
      .pluck()
      .all(article) as number[];
    const path = (catalogue.productTiles([ids[1]!], 'de', 'vk')[0] as { url: string }).url;

    const product = catalogue.product(path, 'de', 'vk') as unknown as {
      id: number;
      colourVariants: {
        id: number;
        url: string;
        colour: { name: string; hex: string };
        available: boolean;
      }[];
    };
    expect(product.colourVariants.map((v) => v.id).sort((a, b) => a - b)).toEqual(ids);
    for (const variant of product.colourVariants) {
      expect(variant.url).toMatch(new RegExp(`^/p/[a-z0-9-]+-${variant.id}/$`));
      expect(variant.colour.hex).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(new Set(product.colourVariants.map((v) => v.colour.name)).size).toBe(ids.length);
    const tile = catalogue.productTiles([ids[0]!], 'de', 'vk')[0] as { colourVariants: unknown };
    expect(tile.colourVariants).toEqual(product.colourVariants);

    const single = db
      .prepare('SELECT id FROM products GROUP BY article_id HAVING count(*) = 1 ORDER BY id LIMIT 1')
      .pluck()
      .get() as number;
    expect(catalogue.productTiles([single], 'en', 'vk')[0]).not.toHaveProperty('colourVariants');
  });

  it('when the catalogue was seeded before articles existed, then every product is its own article', () => {
    const { db, catalogue } = catalogueFixture(60, 3);
    db.prepare('UPDATE products SET article_id = NULL').run();
    catalogue.rebuild();
    const tiles = catalogue.productTiles([1, 2, 3], 'en', 'vk');
    for (const tile of tiles) expect(tile).not.toHaveProperty('colourVariants');
  });
});
