import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  FILTER_NAMES,
  filterNameForLegacyId,
  filterNameOf,
  findFilter,
  isSingleValueFilter,
  LEGACY_FILTER_IDS,
  valueTree,
  visibleValues,
} from './filter.js';
import { FILTERS, filter, sport, V, value } from './testing/listing-mother.js';

describe('filter names', () => {
  it('are the eight names of spec section 3', () => {
    expect(FILTER_NAMES).toEqual([
      'GENERAL_Brand',
      'GENERAL_Color',
      'GENERAL_Gender',
      'GENERAL_Size',
      'price',
      'sorting',
      'addition',
      'sports',
    ]);
  });
});

describe('legacy filter ids', () => {
  it('given the legacy ids, then 83 is brands, 91 colours, 82 genders and 89 sizes', () => {
    expect(LEGACY_FILTER_IDS).toEqual({
      GENERAL_Brand: 83,
      GENERAL_Color: 91,
      GENERAL_Gender: 82,
      GENERAL_Size: 89,
    });
    expect(filterNameForLegacyId(83)).toBe('GENERAL_Brand');
    expect(filterNameForLegacyId(91)).toBe('GENERAL_Color');
    expect(filterNameForLegacyId(82)).toBe('GENERAL_Gender');
    expect(filterNameForLegacyId(89)).toBe('GENERAL_Size');
  });

  it('given any other id or name, then there is no mapping', () => {
    expect(filterNameForLegacyId(84)).toBeUndefined();
  });

  it('maps names to ids and back', () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.entries(LEGACY_FILTER_IDS)), ([name, id]) => {
        return filterNameForLegacyId(id) === name;
      }),
    );
  });

  it('given a legacy answer without a filter name, when grouping, then the legacy id names the filter', () => {
    expect(filterNameOf({ f_id: 91, f_name: '' })).toBe('GENERAL_Color');
    expect(filterNameOf({ f_id: 91, f_name: 'GENERAL_Color' })).toBe('GENERAL_Color');
    expect(filterNameOf({ f_id: 12, f_name: ' ' })).toBe('12');
  });
});

describe('filter rules', () => {
  it('given dropdown and radio filters, then they hold one value; toggles hold many', () => {
    expect(isSingleValueFilter(filter(1, 'GENERAL_Size', 'dropdown', []))).toBe(true);
    expect(isSingleValueFilter(filter(1, 'addition', 'radio', []))).toBe(true);
    expect(isSingleValueFilter(filter(1, 'GENERAL_Brand', 'toggle', []))).toBe(false);
  });

  it('given the gender filter, then it holds one value whatever its type', () => {
    expect(isSingleValueFilter(filter(82, 'GENERAL_Gender', 'toggle', []))).toBe(true);
    expect(isSingleValueFilter(filter(82, '', 'toggle', []))).toBe(true);
  });

  it('given hidden values, then they are not listed', () => {
    const colours = findFilter(FILTERS, 'GENERAL_Color');
    expect(colours && visibleValues(colours).map((v) => v.fv_id)).toEqual([V.red, V.white]);
  });

  it('given the sports filter, then sub-sports are indexed under their sport', () => {
    const sports = findFilter(FILTERS, 'sports');
    if (!sports) throw new Error('fixture has sports');
    const tree = valueTree(sports);
    expect([...tree.values.keys()].sort()).toEqual(
      [V.football, V.footballBoots, V.goalkeeperGloves, V.running, V.runningShoes, V.ski].sort(),
    );
    expect(tree.parentOf.get(V.goalkeeperGloves)).toBe(V.football);
    expect(tree.parentOf.get(V.football)).toBeUndefined();
    expect(tree.childrenOf.get(V.football)).toEqual([V.footballBoots, V.goalkeeperGloves]);
    expect(tree.childrenOf.get(V.ski)).toBeUndefined();
  });

  it('given a value listed twice, then it keeps its first place and no cycle arises', () => {
    const broken = filter(8, 'sports', 'toggle', [
      sport(1, 'A', [sport(2, 'B', [sport(1, 'A again')])]),
      value(2, 'B'),
    ]);
    const tree = valueTree(broken);
    expect(tree.parentOf.get(2)).toBe(1);
    expect(tree.parentOf.get(1)).toBeUndefined();
    expect(tree.values.size).toBe(2);
  });
});
