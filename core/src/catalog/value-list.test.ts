import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FilterValue } from './filter.js';
import { value } from './testing/listing-mother.js';
import { isLongValueList, SHORT_LIST_LENGTH, shortValueList, valuesMatching } from './value-list.js';

const brands = (names: readonly string[]): FilterValue[] => names.map((name, i) => value(i + 1, name));
const names = (values: readonly FilterValue[]): string[] => values.map((v) => v.fv_name);
const twelve = brands(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J', 'K', 'L']);

describe('shortValueList', () => {
  it('given twelve brands, then the first eight show and four are hidden', () => {
    const list = shortValueList(twelve, []);

    expect(names(list.shown)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H']);
    expect(list.hidden).toBe(4);
  });

  it('given a ticked brand beyond the first eight, then it shows too, in its place', () => {
    const list = shortValueList(twelve, [11]);

    expect(names(list.shown)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'K']);
    expect(list.hidden).toBe(3);
  });

  it('given a list that would hide fewer than three, then it shows whole', () => {
    const ten = twelve.slice(0, 10);

    expect(isLongValueList(ten)).toBe(false);
    expect(shortValueList(ten, [])).toEqual({ shown: ten, hidden: 0 });
    expect(isLongValueList(twelve.slice(0, 11))).toBe(true);
  });

  it('for any list and selection, the shortened list keeps the order, every selected value and at most eight others', () => {
    const listArb = fc
      .uniqueArray(fc.nat({ max: 500 }), { maxLength: 60 })
      .map((ids) => ids.map((id) => value(id, `Brand ${id}`)));
    fc.assert(
      fc.property(listArb, fc.array(fc.nat({ max: 500 })), (values, selected) => {
        const { shown, hidden } = shortValueList(values, selected);

        expect(shown).toEqual(values.filter((v) => shown.includes(v)));
        expect(shown.length + hidden).toBe(values.length);
        for (const v of values) if (selected.includes(v.fv_id)) expect(shown).toContain(v);
        const others = shown.filter((v) => !selected.includes(v.fv_id));
        expect(others.length).toBeLessThanOrEqual(
          isLongValueList(values) ? SHORT_LIST_LENGTH : values.length,
        );
        if (hidden > 0) expect(isLongValueList(values)).toBe(true);
      }),
    );
  });
});

describe('valuesMatching', () => {
  const list = brands(['Adidas', 'Löffler', 'The North Face', 'Nike', 'Salomon']);

  it('finds the brands whose name contains the text, in any letter case', () => {
    expect(names(valuesMatching(list, 'NI'))).toEqual(['Nike']);
    expect(names(valuesMatching(list, 'o'))).toEqual(['Löffler', 'The North Face', 'Salomon']);
  });

  it('reads past accents and extra spaces', () => {
    expect(names(valuesMatching(list, 'loff'))).toEqual(['Löffler']);
    expect(names(valuesMatching(list, '  north   face '))).toEqual(['The North Face']);
  });

  it('finds a value by its mobile name too', () => {
    const short = [value(1, 'Rotweiss Sport Austria', { fv_name_mobile: 'RWS' })];
    expect(valuesMatching(short, 'rws')).toEqual(short);
  });

  it('given no text or only spaces, then every value; given no match, then none', () => {
    expect(valuesMatching(list, '')).toBe(list);
    expect(valuesMatching(list, '   ')).toBe(list);
    expect(valuesMatching(list, 'zzz')).toEqual([]);
  });

  it('for any text, the matches keep the order, ignore letter case, and a longer text finds no more', () => {
    // Letters whose case and accents have one reading (no ß, no Greek final sigma).
    const letters = (maxLength: number) => fc.string({ unit: fc.constantFrom(...'abnoAOÖöéE -'), maxLength });
    const listArb = fc
      .uniqueArray(fc.nat({ max: 500 }), { maxLength: 30 })
      .chain((ids) =>
        fc.tuple(fc.constant(ids), fc.array(letters(12), { minLength: ids.length, maxLength: ids.length })),
      )
      .map(([ids, texts]) => ids.map((id, i) => value(id, texts[i] ?? '')));
    fc.assert(
      fc.property(listArb, letters(4), letters(2), (values, text, more) => {
        const found = valuesMatching(values, text);

        expect(found).toEqual(values.filter((v) => found.includes(v)));
        expect(valuesMatching(values, text.toUpperCase())).toEqual(
          valuesMatching(values, text.toLowerCase()),
        );
        const narrower = valuesMatching(values, text + more);
        for (const v of narrower) expect(found).toContain(v);
      }),
    );
  });
});
