import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FilterValue } from './filter.js';
import { isSizeScale, SIZE_SCALES, sizeGroups } from './size-groups.js';
import { value } from './testing/listing-mother.js';

const size = (id: number, name: string, type: string): FilterValue => value(id, name, { type });

describe('sizeGroups', () => {
  it('given clothing, shoe and kids sizes mixed, then each scale is a group in the shop order, sizes in the order given', () => {
    const groups = sizeGroups([
      size(1, '42', 'shoe'),
      size(2, 'S', 'clothing'),
      size(3, '128', 'kids'),
      size(4, '41', 'shoe'),
      size(5, 'M', 'clothing'),
    ]);

    expect(groups.map((g) => [g.scale, g.values.map((v) => v.fv_name)])).toEqual([
      ['clothing', ['S', 'M']],
      ['kids', ['128']],
      ['shoe', ['42', '41']],
    ]);
  });

  it('given an API that names no scale, then the sizes stay one group without one', () => {
    const groups = sizeGroups([size(1, 'S', 'text'), size(2, 'M', 'text')]);

    expect(groups).toEqual([{ scale: null, values: [size(1, 'S', 'text'), size(2, 'M', 'text')] }]);
  });

  it('given a scale this frontend does not know beside known ones, then its sizes come last', () => {
    const groups = sizeGroups([size(1, 'W32', 'jeans'), size(2, '40', 'shoe')]);

    expect(groups.map((g) => g.scale)).toEqual(['shoe', null]);
  });

  it('given no sizes, then no groups', () => {
    expect(sizeGroups([])).toEqual([]);
  });

  it('reads only the known scales', () => {
    expect(SIZE_SCALES.every(isSizeScale)).toBe(true);
    expect([undefined, null, 1, '', 'Shoe', 'size', 'constructor'].some(isSizeScale)).toBe(false);
  });

  it('for any sizes, the groups are a partition: every size once, in its order, under its own scale, none empty', () => {
    const typeArb = fc.oneof(
      fc.constantFrom(...SIZE_SCALES),
      fc.constantFrom('text', 'size', ''),
      fc.string(),
    );
    const valuesArb = fc
      .uniqueArray(fc.nat({ max: 10_000 }), { maxLength: 40 })
      .chain((ids) =>
        fc.tuple(fc.constant(ids), fc.array(typeArb, { minLength: ids.length, maxLength: ids.length })),
      )
      .map(([ids, types]) => ids.map((id, i) => size(id, String(id), types[i] ?? '')));

    fc.assert(
      fc.property(valuesArb, (values) => {
        const groups = sizeGroups(values);
        const flat = groups.flatMap((g) => g.values);

        expect([...flat].sort((a, b) => a.fv_id - b.fv_id)).toEqual(
          [...values].sort((a, b) => a.fv_id - b.fv_id),
        );
        for (const group of groups) {
          expect(group.values.length).toBeGreaterThan(0);
          expect(group.values).toEqual(values.filter((v) => group.values.includes(v)));
          for (const v of group.values) expect(isSizeScale(v.type) ? v.type : null).toBe(group.scale);
        }
        const order = groups.map((g) =>
          g.scale === null ? SIZE_SCALES.length : SIZE_SCALES.indexOf(g.scale),
        );
        expect(order).toEqual([...new Set(order)].sort((a, b) => a - b));
      }),
    );
  });
});
