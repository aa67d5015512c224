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
});
