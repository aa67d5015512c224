import { describe, expect, it } from 'vitest';
import { isOptionInStock, isSoldOut, optionsInStock } from './product.js';
import { ProductMother } from './testing/product-mother.js';

describe('product sizes', () => {
  it('given sizes with and without stock, then only those with stock can be bought', () => {
    const product = ProductMother.jerseyDetail();
    expect(optionsInStock(product).map((o) => o.title)).toEqual(['S', 'L']);
    expect(isSoldOut(product)).toBe(false);
  });

  it('given no size has stock, then the product is sold out', () => {
    expect(isSoldOut(ProductMother.soldOut())).toBe(true);
    expect(isSoldOut(ProductMother.jerseyDetail({ options: [] }))).toBe(true);
  });

  it('given broken stock, then the size is not in stock', () => {
    expect(isOptionInStock({ id: 1, title: 'S', stock: -1 })).toBe(false);
    expect(isOptionInStock({ id: 1, title: 'S', stock: Number.NaN })).toBe(false);
  });
});
