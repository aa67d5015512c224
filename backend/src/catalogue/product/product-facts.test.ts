import { describe, expect, it } from 'vitest';
import { sizeChart } from '@fanshop/core/catalog';
import { catalogueFixture } from '../testing/catalogue-fixture';
import { PRODUCT_TYPES } from '../seed/seed-data';
import { productFacts, sizeChartOf } from './product-facts';

describe('product facts', () => {
  it.each(['en', 'de'] as const)('every kind of product has material and care in %s', (language) => {
    for (const type of PRODUCT_TYPES) {
      const facts = productFacts(type.illustration, language);
      expect(facts?.material, type.key).toMatch(/\S/);
      expect(facts?.care, type.key).toMatch(/\S/);
    }
  });

  it('names no size chart for one-size goods', () => {
    for (const type of PRODUCT_TYPES.filter((t) => t.sizes === 'onesize')) {
      expect(sizeChartOf(type.illustration, 1), type.key).toBeNull();
    }
  });
});

describe('given the product detail answer of a seeded catalogue', () => {
  const { catalogue } = catalogueFixture(300, 7);
  const products = catalogue
    .listing({ path: '/search/', q: '' }, 'en', 'vk')!
    .products.map((tile) => catalogue.product(tile.url, 'en', 'vk')!);

  it('then every size on offer is a row of the size chart it names', () => {
    let charted = 0;
    for (const product of products) {
      if (!product.sizeChart) continue;
      charted++;
      const rows = new Set(sizeChart(product.sizeChart).rows.map((row) => row.size));
      for (const option of product.options)
        expect(rows, `${product.name}: ${option.title}`).toContain(option.title);
    }
    expect(charted).toBeGreaterThan(0);
  });

  it('then kids clothing follows the kids chart and every product has its facts', () => {
    for (const product of products) expect(product.facts?.material, product.name).toMatch(/\S/);
    const kidsJersey = products.find((p) => /Kids/.test(p.name) && p.options.some((o) => o.title === '128'));
    if (kidsJersey) expect(kidsJersey.sizeChart).toBe('kids-clothing');
  });

  it('then the German answer has the facts in German', () => {
    const de = catalogue.product(products[0]!.url, 'de', 'vk')!;
    expect(de.facts?.material).not.toBe(products[0]!.facts?.material);
  });
});
