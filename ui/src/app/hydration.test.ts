import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from './frozen-values';
import { scriptJson, serializePageState } from './hydration';

/** What the page carried before frozen parts were written once: JSON, made safe inside a script. */
function plainSerialized(value: unknown): string {
  return (JSON.stringify(value) ?? 'null')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A JSON value with, here and there, a part frozen all the way, at any depth. */
const withFrozenParts = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.jsonValue({ maxDepth: 2 }),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(fc.string({ maxLength: 6 }), tie('value'), { maxKeys: 4 }),
    fc.jsonValue({ maxDepth: 3 }).map((part) => deepFreeze(part)),
  ),
})).value;

describe('serializePageState', () => {
  it('writes what JSON writes, made safe inside a script, with frozen parts or without, again and again', () => {
    fc.assert(
      fc.property(withFrozenParts, (state) => {
        const expected = plainSerialized(state);
        expect(serializePageState(state)).toBe(expected);
        expect(serializePageState(state)).toBe(expected);
      }),
      { numRuns: 300 },
    );
  });

  it('writes what JSON writes for what JSON drops or changes, around a frozen part', () => {
    const listing = deepFreeze({ name: '</script><!--', items: [1, 2] });
    const state = {
      listing,
      gone: undefined,
      call: () => 1,
      list: [undefined, () => 1, Symbol('s'), Number.NaN, listing],
      date: new Date(0),
      boxed: Object(3) as unknown,
      // eslint-disable-next-line no-sparse-arrays -- JSON writes a hole as null
      nested: { deeper: { deepest: { listing, hole: [, 1] } } },
      '\u2028': 'line\u2029',
    };
    expect(serializePageState(state)).toBe(plainSerialized(state));
    expect(serializePageState(state)).not.toContain('</script>');
    expect(serializePageState(undefined)).toBe('null');
    // Structured data, written as it is: the same text.
    expect(scriptJson(state)).toBe(plainSerialized(state));
    expect(scriptJson(undefined)).toBe('null');
  });
});
