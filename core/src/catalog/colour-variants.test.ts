import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { readColourVariants, sizeInOtherColour } from './colour-variants.js';

const red = { id: 7, url: '/p/scarf-7/', colour: { id: 3, name: 'Red', hex: '#C8102E' }, available: true };
const white = {
  id: 9,
  url: '/p/scarf-9/',
  colour: { id: 2, name: 'White', hex: '#f4f4f2' },
  available: false,
};

describe('reading the colours of an article', () => {
  it('keeps every colour in the order sent, with the hex in lower case', () => {
    expect(readColourVariants([red, white], 7)).toEqual([
      { id: 7, url: '/p/scarf-7/', colour: { name: 'Red', hex: '#c8102e' }, available: true },
      { id: 9, url: '/p/scarf-9/', colour: { name: 'White', hex: '#f4f4f2' }, available: false },
    ]);
  });

  it('is none for a product in one colour, or one not in its own list', () => {
    expect(readColourVariants([red], 7)).toEqual([]);
    expect(readColourVariants([red, white], 8)).toEqual([]);
    expect(readColourVariants(undefined, 7)).toEqual([]);
    expect(readColourVariants({ 0: red }, 7)).toEqual([]);
  });

  it('leaves out entries that do not read: an odd colour costs one swatch, not the list', () => {
    const green = { id: 11, url: '/p/scarf-11/', colour: { name: 'Green', hex: '#2e7d32' } };
    const odd = [
      { ...white, colour: { name: 'White', hex: 'url(evil)' } },
      { ...white, url: '//evil.example/' },
      { ...white, url: 'javascript:alert(1)' },
      { ...white, id: 1.5 },
      { ...white, colour: { name: ' ', hex: '#ffffff' } },
      null,
      'White',
      { ...red },
    ];
    expect(readColourVariants([red, ...odd, green], 7).map((v) => v.id)).toEqual([7, 11]);
  });

  it('property: what reads has the product, two colours or more, no id twice and drawable colours', () => {
    const entry = fc.record(
      {
        id: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.double()),
        url: fc.oneof(fc.constant('/p/a-1/'), fc.string()),
        colour: fc.oneof(
          fc.record({ name: fc.string(), hex: fc.oneof(fc.constant('#AABBCC'), fc.string()) }),
          fc.anything(),
        ),
        available: fc.anything(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        fc.array(fc.oneof(entry, fc.anything()), { maxLength: 8 }),
        fc.integer({ min: 1, max: 12 }),
        (raw, id) => {
          const variants = readColourVariants(raw, id);
          if (variants.length === 0) return;
          expect(variants.length).toBeGreaterThanOrEqual(2);
          expect(variants.some((v) => v.id === id)).toBe(true);
          expect(new Set(variants.map((v) => v.id)).size).toBe(variants.length);
          for (const v of variants) {
            expect(v.colour.hex).toMatch(/^#[0-9a-f]{6}$/);
            expect(v.url.startsWith('/')).toBe(true);
            expect(v.url.startsWith('//')).toBe(false);
          }
        },
      ),
    );
  });
});

describe('the size kept when the colour changes', () => {
  const options = [
    { id: 21, title: 'S', stock: 2 },
    { id: 22, title: 'M', stock: 0 },
    { id: 23, title: 'L', stock: 5 },
  ];

  it('is the same size in the other colour, when it is in stock there', () => {
    expect(sizeInOtherColour('L', options)?.id).toBe(23);
  });

  it('is none when the other colour lacks it, has it sold out, or nothing was chosen', () => {
    expect(sizeInOtherColour('XL', options)).toBeNull();
    expect(sizeInOtherColour('M', options)).toBeNull();
    expect(sizeInOtherColour(undefined, options)).toBeNull();
  });

  it('property: a kept size has the chosen title and stock', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.nat(), title: fc.constantFrom('S', 'M', 'L'), stock: fc.nat(3) })),
        fc.option(fc.constantFrom('S', 'M', 'L', 'XL'), { nil: undefined }),
        (sizes, chosen) => {
          const kept = sizeInOtherColour(chosen, sizes);
          if (kept) {
            expect(kept.title).toBe(chosen);
            expect(kept.stock).toBeGreaterThan(0);
          } else if (chosen !== undefined) {
            expect(sizes.some((o) => o.title === chosen && o.stock > 0)).toBe(false);
          }
        },
      ),
    );
  });
});
