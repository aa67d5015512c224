import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PRICE_TYPES } from '../pricing/role.js';
import {
  normalisePrintName,
  type PersonalisationOffer,
  printedUnitPrice,
  printKey,
  printLabel,
  printPreviewUrl,
  printSurcharge,
  readPersonalisationOffer,
  readPrint,
  readPrintNumber,
} from './personalisation.js';

const OFFER: PersonalisationOffer = {
  name: { maxLength: 12, price: 1_000 },
  number: { min: 1, max: 99, price: 800 },
};

describe('a name to print', () => {
  it('given a name as typed, then it is printed upper case, trimmed, with one space between words', () => {
    expect(normalisePrintName('  alaba ')).toBe('ALABA');
    expect(normalisePrintName('van   der  berg')).toBe('VAN DER BERG');
    expect(normalisePrintName('Schöttel')).toBe('SCHÖTTEL');
    expect(normalisePrintName('o’neill')).toBe("O'NEILL");
    expect(normalisePrintName('Müller-Wohlfahrt')).toBe('MÜLLER-WOHLFAHRT');
  });

  it('given letters with accents, a hyphen, an apostrophe, a dot or a space, then it can be printed', () => {
    for (const name of [
      'Arnautović',
      'Ljubičić',
      'Ž. Kovač',
      'D’Alessandro',
      'Øde',
      'Ibrahimović',
      'Łukasz',
    ]) {
      const read = readPrint({ name }, { name: { maxLength: 20, price: 1 } });
      expect(read, name).toMatchObject({ ok: true });
    }
  });

  it('given digits, signs or letters of other scripts, then it is refused for its characters', () => {
    for (const name of ['ALABA8', 'R2D2', 'A&B', 'Ἀθηνᾶ', 'Иван', '李', '😀', '-ALABA', '.A', 'A_B', 'A/B']) {
      expect(readPrint({ name }, OFFER), name).toEqual({
        ok: false,
        problems: { name: 'invalid-characters' },
      });
    }
  });

  it('given more characters than the offer allows, then it is too long; a composed Ä counts once', () => {
    expect(readPrint({ name: 'ABCDEFGHIJKLM' }, OFFER)).toEqual({
      ok: false,
      problems: { name: 'too-long' },
    });
    expect(readPrint({ name: 'ABCDEFGHIJKL' }, OFFER)).toMatchObject({ ok: true });
    expect(readPrint({ name: 'A\u0308BCDEFGHIJKL' }, OFFER)).toEqual({
      ok: true,
      print: { name: 'ÄBCDEFGHIJKL' },
    });
  });

  it('given a name that is not text, or a product that prints no name, then it is refused', () => {
    expect(readPrint({ name: 42 }, OFFER)).toEqual({ ok: false, problems: { name: 'not-text' } });
    expect(readPrint({ name: 'ALABA' }, { number: OFFER.number! })).toEqual({
      ok: false,
      problems: { name: 'not-personalisable' },
    });
    expect(readPrint({ name: 'ALABA' }, undefined)).toEqual({
      ok: false,
      problems: { name: 'not-personalisable' },
    });
  });

  it('normalising is idempotent (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 30 }), (typed) => {
        const once = normalisePrintName(typed);
        expect(normalisePrintName(once)).toBe(once);
      }),
    );
  });
});

describe('a number to print', () => {
  it('given the bad numbers a shopper types, then each is refused for its reason', () => {
    expect(readPrintNumber('0', OFFER.number!)).toEqual({ ok: false, problem: 'number-out-of-range' });
    expect(readPrintNumber('100', OFFER.number!)).toEqual({ ok: false, problem: 'number-out-of-range' });
    expect(readPrintNumber('7.5', OFFER.number!)).toEqual({ ok: false, problem: 'not-a-whole-number' });
    expect(readPrintNumber('08', OFFER.number!)).toEqual({ ok: false, problem: 'leading-zero' });
    expect(readPrintNumber('-1', OFFER.number!)).toEqual({ ok: false, problem: 'not-a-whole-number' });
    expect(readPrintNumber('1e1', OFFER.number!)).toEqual({ ok: false, problem: 'not-a-whole-number' });
    expect(readPrintNumber(7.5, OFFER.number!)).toEqual({ ok: false, problem: 'not-a-whole-number' });
    expect(readPrintNumber(true, OFFER.number!)).toEqual({ ok: false, problem: 'not-a-whole-number' });
  });

  it('given a whole number in range, as text or as a number, then it is printed', () => {
    expect(readPrintNumber(' 8 ', OFFER.number!)).toEqual({ ok: true, number: 8 });
    expect(readPrintNumber(99, OFFER.number!)).toEqual({ ok: true, number: 99 });
    expect(readPrintNumber('1', OFFER.number!)).toEqual({ ok: true, number: 1 });
  });

  it('accepts exactly the whole numbers of the range written without a leading zero (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -20, max: 150 }), fc.nat({ max: 2 }), (n, zeros) => {
        const typed = `${'0'.repeat(zeros)}${n}`;
        const read = readPrintNumber(typed, OFFER.number!);
        const valid = zeros === 0 && n >= 1 && n <= 99;
        expect(read.ok, typed).toBe(valid);
        if (read.ok) expect(read.number).toBe(n);
      }),
    );
  });
});

describe('a print and its price', () => {
  it('given nothing to print, then there is no print and no surcharge', () => {
    expect(readPrint({}, OFFER)).toEqual({ ok: true, print: null });
    expect(readPrint({ name: '  ', number: '' }, OFFER)).toEqual({ ok: true, print: null });
    expect(readPrint(undefined, undefined)).toEqual({ ok: true, print: null });
    expect(printSurcharge(null, OFFER)).toBe(0);
    expect(printLabel(null)).toBe('');
    expect(printKey(null)).toBe('');
  });

  it('given a name and a number, then both are printed, shown as "ALABA · 8", and both surcharges are added', () => {
    const read = readPrint({ name: 'Alaba', number: '8' }, OFFER);
    expect(read).toEqual({ ok: true, print: { name: 'ALABA', number: 8 } });
    const print = read.ok ? read.print : null;
    expect(printLabel(print)).toBe('ALABA · 8');
    expect(printSurcharge(print, OFFER)).toBe(1_800);
    expect(printedUnitPrice({ vk: 9_995, premium: 8_995 }, 'premium', print, OFFER)).toBe(10_795);
    expect(printLabel({ number: 8 })).toBe('8');
  });

  it('given both fields wrong, then each field says why', () => {
    expect(readPrint({ name: 'R2D2', number: '08' }, OFFER)).toEqual({
      ok: false,
      problems: { name: 'invalid-characters', number: 'leading-zero' },
    });
  });

  it('a valid print costs the price type’s price plus its surcharges, for every price type (property)', () => {
    const prices = fc.record({
      vk: fc.integer({ min: 1, max: 100_000 }),
      premium: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined }),
      staff: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined }),
      pro: fc.option(fc.integer({ min: 1, max: 100_000 }), { nil: undefined }),
    });
    const offer = fc.record({
      name: fc.record({
        maxLength: fc.integer({ min: 1, max: 20 }),
        price: fc.integer({ min: 0, max: 2_000 }),
      }),
      number: fc.record({
        min: fc.constant(1),
        max: fc.integer({ min: 1, max: 99 }),
        price: fc.integer({ min: 0, max: 2_000 }),
      }),
    });
    fc.assert(
      fc.property(
        prices,
        offer,
        fc.option(fc.constantFrom('ALABA', 'Arnautović', 'Ö'), { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 99 }), { nil: undefined }),
        (p, o, name, number) => {
          const read = readPrint({ name, number }, o);
          if (!read.ok) return; // a name longer or a number higher than this offer allows
          for (const type of PRICE_TYPES) {
            const base = p[type] ?? p.vk;
            const surcharge =
              (read.print?.name ? o.name.price : 0) + (read.print?.number ? o.number.price : 0);
            expect(printedUnitPrice(p, type, read.print, o)).toBe(base + surcharge);
          }
        },
      ),
    );
  });

  it('lets nothing invalid through: whatever is printed is what the offer allows (property)', () => {
    fc.assert(
      fc.property(
        fc.record({
          name: fc.option(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 20 }), fc.integer()), {
            nil: undefined,
          }),
          number: fc.option(
            fc.oneof(fc.string({ maxLength: 5 }), fc.double(), fc.integer({ min: -5, max: 120 })),
            {
              nil: undefined,
            },
          ),
        }),
        (request) => {
          const read = readPrint(request, OFFER);
          if (!read.ok || !read.print) return;
          const { name, number } = read.print;
          if (name !== undefined) {
            expect(Array.from(name).length).toBeLessThanOrEqual(OFFER.name!.maxLength);
            expect(name).toMatch(/^\p{Script=Latin}[\p{Script=Latin}\p{M} .'-]*$/u);
            expect(name).toBe(name.toUpperCase());
            expect(normalisePrintName(name)).toBe(name);
          }
          if (number !== undefined) {
            expect(Number.isInteger(number)).toBe(true);
            expect(number).toBeGreaterThanOrEqual(OFFER.number!.min);
            expect(number).toBeLessThanOrEqual(OFFER.number!.max);
          }
          // One print, one key: reading it again gives the same.
          expect(readPrint({ name, number }, OFFER)).toEqual({ ok: true, print: read.print });
          expect(printKey(read.print)).not.toBe('');
        },
      ),
    );
  });
});

describe('an offer as the API sends it', () => {
  it('given the reference offer, then it reads as it is', () => {
    expect(readPersonalisationOffer({ ...OFFER, extra: 1 })).toEqual(OFFER);
    expect(readPersonalisationOffer({ ...OFFER, preview: '/back.svg' })).toEqual({
      ...OFFER,
      preview: '/back.svg',
    });
    expect(readPersonalisationOffer({ preview: '/back.svg' })).toBeUndefined();
  });

  it('given a print, then the preview asks for it in the query, written as printed', () => {
    expect(printPreviewUrl('https://api.test/p/1-2.svg', { name: "O'NEILL", number: 8 })).toBe(
      "https://api.test/p/1-2.svg?name=O'NEILL&number=8",
    );
    expect(printPreviewUrl('/p/1-2.svg?w=400', { number: 8 })).toBe('/p/1-2.svg?w=400&name=&number=8');
    expect(printPreviewUrl('/p/1-2.svg', null), 'an empty back').toBe('/p/1-2.svg?name=&number=');
  });

  it('given parts that do not read, then they are left out, and an offer of none is no offer', () => {
    expect(readPersonalisationOffer({ name: { maxLength: 0, price: 1 }, number: OFFER.number })).toEqual({
      number: OFFER.number,
    });
    expect(readPersonalisationOffer({ name: OFFER.name, number: { min: 5, max: 4, price: 1 } })).toEqual({
      name: OFFER.name,
    });
    expect(readPersonalisationOffer({ name: { maxLength: 12, price: 9.99 } })).toBeUndefined();
    expect(readPersonalisationOffer({ number: { min: 1, max: 99, price: -1 } })).toBeUndefined();
    for (const none of [undefined, null, 'yes', 1, [], {}])
      expect(readPersonalisationOffer(none)).toBeUndefined();
  });
});
