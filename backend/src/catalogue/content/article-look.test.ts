import { describe, expect, it } from 'vitest';
import { catalogueFixture } from '../testing/catalogue-fixture';

describe('given an article about products', () => {
  const { catalogue } = catalogueFixture(600, 11);

  it('then it carries up to four of them, best sellers first ("shop this look"), in the shopper\'s price type', () => {
    const answer = catalogue.content('/blog/article/choosing-football-boots/', 'en', 1, 'premium');
    expect(answer?.type).toBe('article');
    const products = answer && 'products' in answer ? (answer.products ?? []) : [];
    expect(products.length).toBeGreaterThan(0);
    expect(products.length).toBeLessThanOrEqual(4);
    for (const tile of products) expect(tile.name).toMatch(/boot/i);
    expect(products[0]).toMatchObject({ priceType: 'premium' });
  });

  it('then a page about no product carries none', () => {
    const answer = catalogue.content('/blog/article/womens-team-qualifies/', 'en');
    expect(answer && 'products' in answer ? answer.products : undefined).toBeUndefined();
  });
});
