import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ProductMother } from './testing/product-mother.js';
import { chooseSize, preselectedSize } from './size-choice.js';

const withSizes = (...stock: number[]) =>
  ProductMother.jerseyDetail({ options: stock.map((s, i) => ({ id: i + 1, title: `T${i + 1}`, stock: s })) });

describe('the size a picker opens with', () => {
  it('is the only size in stock, so there is nothing to ask', () => {
    expect(preselectedSize(withSizes(0, 2, 0))?.id).toBe(2);
  });

  it('is none when several sizes are in stock, or none is', () => {
    expect(preselectedSize(withSizes(1, 0, 1))).toBeNull();
    expect(preselectedSize(withSizes(0, 0))).toBeNull();
    expect(preselectedSize(withSizes())).toBeNull();
  });
});

describe('choosing a size', () => {
  it('lands on a size in stock, never on a sold-out or unknown one', () => {
    const product = ProductMother.jerseyDetail();
    expect(chooseSize(product, 1231)?.title).toBe('S');
    expect(chooseSize(product, 1232)).toBeNull();
    expect(chooseSize(product, 99)).toBeNull();
  });

  it('property: whatever is chosen or preselected has stock', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 6 }), fc.nat(7), (stock, id) => {
        const product = withSizes(...stock);
        for (const option of [chooseSize(product, id), preselectedSize(product)]) {
          if (option) expect(option.stock).toBeGreaterThan(0);
        }
      }),
    );
  });
});
