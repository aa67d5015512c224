import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deepFreeze, isDeepFrozen } from './frozen-values';
import { packRecords, unpackRecords } from './record-packing';

/** What the browser gets: the packed value through JSON, then unpacked. */
function travel(value: unknown): unknown {
  return unpackRecords(JSON.parse(JSON.stringify(packRecords(value))));
}

function asJson(value: unknown): unknown {
  return JSON.parse(JSON.stringify(value));
}

const record = fc.dictionary(
  fc.constantFrom('id', 'name', 'url', 'count', 'active', 'children'),
  fc.jsonValue(),
  {
    maxKeys: 6,
  },
);

describe('packRecords', () => {
  it('writes the keys of a list of same-shaped records once', () => {
    const products = [
      { id: 1, name: 'Home jersey', prices: { vk: 8995 } },
      { id: 2, name: 'Away jersey', prices: { vk: 7995 } },
    ];
    expect(packRecords({ products })).toEqual({
      products: {
        $r: ['id', 'name', 'prices'],
        v: [
          [1, 'Home jersey', { vk: 8995 }],
          [2, 'Away jersey', { vk: 7995 }],
        ],
      },
    });
  });

  it('names each row its shape when the records differ, and packs nested lists as well', () => {
    const tree = [
      {
        id: 1,
        name: 'Clothing',
        children: [
          { id: 10, name: 'Jerseys' },
          { id: 11, name: 'Jackets' },
          { id: 12, name: 'Caps' },
        ],
      },
      { id: 2, name: 'Shoes' },
      { id: 3, name: 'Bikes' },
      { id: 4, name: 'Equipment' },
      { id: 5, name: 'Winter sports' },
    ];
    const packed = packRecords(tree) as { $r: string[][]; v: unknown[][] };
    expect(packed.$r).toEqual([
      ['id', 'name', 'children'],
      ['id', 'name'],
    ]);
    expect(packed.v.map((row) => row[0])).toEqual([0, 1, 1, 1, 1]);
    expect(packed.v[0]![3]).toEqual({
      $r: ['id', 'name'],
      v: [
        [10, 'Jerseys'],
        [11, 'Jackets'],
        [12, 'Caps'],
      ],
    });
    expect(travel(tree)).toEqual(tree);
  });

  it('leaves lists alone where packing is not shorter: one record, values, records with short keys', () => {
    expect(packRecords([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(packRecords([1, 'two', null])).toEqual([1, 'two', null]);
    expect(packRecords([{ a: 1 }, { a: 2 }])).toEqual([{ a: 1 }, { a: 2 }]);
    expect(packRecords([{}, {}])).toEqual([{}, {}]);
  });

  it('carries an object that has a key of the packed form whole', () => {
    const odd = { $r: ['id'], v: [[1], [2]], other: [{ $r: 1 }, { $r: 2 }] };
    expect(travel(odd)).toEqual(odd);
    expect(travel({ $r: 1, gone: undefined })).toEqual({ $r: 1 });
    expect(travel([odd, odd, odd])).toEqual([odd, odd, odd]);
  });

  it('drops what JSON drops, and keeps a key named __proto__ as a key', () => {
    expect(travel({ a: undefined, b: [{ long_key: 1, f: () => 1 }, { long_key: 2 }] })).toEqual(
      asJson({ b: [{ long_key: 1 }, { long_key: 2 }] }),
    );
    const proto = JSON.parse(
      '[{"__proto__":{"x":1},"name":"a"},{"__proto__":{"x":2},"name":"b"}]',
    ) as unknown;
    const back = travel(proto) as Record<string, unknown>[];
    expect(Object.hasOwn(back[0]!, '__proto__')).toBe(true);
    expect(JSON.stringify(back)).toBe(JSON.stringify(proto));
  });

  it('comes back as JSON would have carried it, for any JSON value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(travel(value)).toEqual(asJson(value));
      }),
    );
  });

  it('comes back whole for lists of records of mixed shapes, nested', () => {
    const tree = fc.letrec((tie) => ({
      node: fc.record(
        { id: fc.nat(), name: fc.string(), children: fc.array(tie('node'), { maxLength: 3 }) },
        {
          requiredKeys: ['id'],
        },
      ),
    })).node;
    fc.assert(
      fc.property(fc.array(fc.oneof(record, tree), { maxLength: 30 }), (list) => {
        const before = JSON.stringify(list);
        expect(travel(list)).toEqual(asJson(list));
        // The state it packs is the stores' own: it is never changed.
        expect(JSON.stringify(list)).toBe(before);
      }),
    );
  });

  it('is never longer than the plain JSON', () => {
    // An object with a `$r` key of its own travels as its entries, which is longer: the state has none.
    const noMark = (value: unknown) => !JSON.stringify(value).includes('"$r"');
    const state = fc.oneof(fc.jsonValue(), fc.array(record, { maxLength: 30 })).filter(noMark);
    fc.assert(
      fc.property(state, (value) => {
        expect(JSON.stringify(packRecords(value)).length).toBeLessThanOrEqual(JSON.stringify(value).length);
      }),
    );
  });

  it('packs a frozen part as it packs the same part unfrozen, once while it lives', () => {
    fc.assert(
      fc.property(fc.array(record, { maxLength: 20 }), fc.jsonValue({ maxDepth: 2 }), (list, other) => {
        const plain = { listing: { list }, other };
        const frozenList = deepFreeze(structuredClone(list));
        const state = { listing: { list: frozenList }, other };
        const packed = packRecords(state) as { listing: { list: unknown } };
        expect(JSON.stringify(packed)).toBe(JSON.stringify(packRecords(plain)));
        // The same packed part for the next page, frozen in turn; the page's own parts packed anew.
        const again = packRecords({ listing: { list: frozenList }, other }) as { listing: { list: unknown } };
        expect(again.listing.list).toBe(packed.listing.list);
        expect(isDeepFrozen(packed.listing.list)).toBe(true);
        expect(again.listing).not.toBe(packed.listing);
      }),
    );
  });
});
