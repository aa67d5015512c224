import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Language } from '../shared/language.js';
import { centsToEuros, eurosToCents, formatPrice, formatRoundPrice, parsePrice } from './money.js';

const NBSP = '\u00a0';
const languages: Language[] = ['en-US', 'de-AT'];
const anyCents = fc.maxSafeInteger();

describe('parsePrice', () => {
  it.each([
    ['1.299', 129_900],
    ['12,99', 1_299],
    ['1.299,00', 129_900],
    ['1,299.00', 129_900],
    ['12.99', 1_299],
    ['€ 49,95', 4_995],
    ['1 299,00', 129_900],
  ])('given the spec example %j, when parsed, then it is %i cents', (input, cents) => {
    expect(parsePrice(input)).toBe(cents);
  });

  it.each([
    [`€${NBSP}1.299,00`, 129_900],
    [`1${NBSP}299,00 €`, 129_900],
    ['1\u202f299,00', 129_900],
    ['€1,299.00', 129_900],
    ['-€1,299.00', -129_900],
    [`-€${NBSP}1.299,00`, -129_900],
    ['€ -12,99', -1_299],
    ['\u221212,99', -1_299],
    ['EUR 12,99', 1_299],
    ['12,99eur', 1_299],
    ['49,-', 4_900],
    ['49.- €', 4_900],
    ['0,5', 50],
    [',99', 99],
    ['1234,5', 123_450],
    ['1,299', 130],
    ['1.299.000', 129_900_000],
    ['1,299,000', 129_900_000],
    ['1.299.000,50', 129_900_050],
    ['  7  ', 700],
    ['007', 700],
    ['-0', 0],
    ['  -€ 12,99', -1_299],
    ['1  299,00', 129_900],
    [`1\t${NBSP}299,00`, 129_900],
  ])('given the tolerated form %j, when parsed, then it is %i cents', (input, cents) => {
    expect(parsePrice(input)).toBe(cents);
  });

  it.each([
    ['1,299', 130],
    ['0,125', 13],
    ['0,005', 1],
    ['0,004', 0],
    ['-1,295', -130],
    ['€ 49,999', 5_000],
    [',999', 100],
    ['1.299,995', 130_000],
    [`1${NBSP}299,001`, 129_900],
  ])(
    'given three digits after a comma %j, then they are decimals rounded half away from zero to %i cents',
    (input, cents) => {
      expect(parsePrice(input)).toBe(cents);
    },
  );

  it.each([
    '',
    ' ',
    '€',
    'abc',
    '12a',
    '12.',
    '12,999,99',
    '1.299.99',
    '12.345.6789',
    '1234.567',
    '1.2345',
    '1,2345',
    '1,299.999',
    '1.299,9999',
    '1,299,99',
    '1.29.000',
    '0.999',
    '1 299.000,00',
    '12 ,99',
    '--12',
    '-12-',
    '€ 12 €',
    '12,50,-',
    '1e3',
    '.299',
    'Infinity',
    'NaN',
    '99999999999999999',
  ])('given the unparsable %j, when parsed, then it is null', (input) => {
    expect(parsePrice(input)).toBeNull();
  });

  it('given a number, then it is read as euros and rounded half away from zero', () => {
    expect(parsePrice(49.95)).toBe(4_995);
    expect(parsePrice(1_299)).toBe(129_900);
    expect(parsePrice(1.005)).toBe(101);
    expect(parsePrice(-0.125)).toBe(-13);
    expect(parsePrice(Number.NaN)).toBeNull();
    expect(parsePrice(Number.POSITIVE_INFINITY)).toBeNull();
    expect(parsePrice(1e300)).toBeNull();
    expect(parsePrice(-1e300)).toBeNull();
  });

  it('given something that is neither text nor a number, then it is null rather than an error', () => {
    for (const input of [null, undefined, {}, [], true]) {
      expect(parsePrice(input)).toBeNull();
    }
  });

  it('given zero written negatively, then it is plain zero, not -0', () => {
    expect(Object.is(parsePrice('-0,00'), 0)).toBe(true);
    expect(Object.is(parsePrice(-0), 0)).toBe(true);
  });

  it('never throws, and yields null or a safe integer, whatever it is given', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.stringMatching(/^[-€ .,0-9]{0,14}$/), fc.double()), (input) => {
        const result = parsePrice(input);
        return result === null || Number.isSafeInteger(result);
      }),
    );
  });

  it('agrees with formatting: parsing a formatted price gives back its cents, in both languages', () => {
    fc.assert(
      fc.property(anyCents, fc.constantFrom(...languages), (cents, language) => {
        expect(parsePrice(formatPrice(cents, language))).toBe(cents + 0);
      }),
    );
  });

  it('reads three digits after a comma as decimals, by the rounding policy numbers get (spec section 5, ADR 0018)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 999_999_999 }),
        fc.integer({ min: 0, max: 999 }),
        (euros, milli) => {
          const decimals = String(milli).padStart(3, '0');
          const cents = parsePrice(`${euros},${decimals}`);
          expect(cents).toBe(parsePrice(Number(`${euros}.${decimals}`)));
          expect(cents).toBe(euros * 100 + Math.floor((milli + 5) / 10));
          expect(Math.abs(cents! - (euros * 100 + milli / 10))).toBeLessThanOrEqual(0.5);
        },
      ),
    );
  });

  it('reads three digits after a dot as thousands, never as decimals (spec section 5)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 0, max: 999 }), (thousands, units) => {
        const text = `${thousands}.${String(units).padStart(3, '0')}`;
        expect(parsePrice(text)).toBe((thousands * 1_000 + units) * 100);
        expect(parsePrice(`${text},50`)).toBe((thousands * 1_000 + units) * 100 + 50);
      }),
    );
  });

  it('reads a negative price as the negated amount, whatever its marks', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{1,7}([.,][0-9]{1,3}){0,2}$/), (text) => {
        const cents = parsePrice(text);
        expect(parsePrice(`-${text}`)).toBe(cents === null ? null : -cents + 0);
      }),
    );
  });

  it('reads euro and cent digits the same whichever decimal mark is used', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.integer({ min: 0, max: 99 }), (euros, cents) => {
        const fraction = String(cents).padStart(2, '0');
        const expected = euros * 100 + cents;
        expect(parsePrice(`${euros},${fraction}`)).toBe(expected);
        expect(parsePrice(`${euros}.${fraction}`)).toBe(expected);
      }),
    );
  });
});

describe('formatPrice', () => {
  it.each([
    [129_900, 'en-US', '€1,299.00'],
    [129_900, 'de-AT', `€${NBSP}1.299,00`],
    [0, 'en-US', '€0.00'],
    [0, 'de-AT', `€${NBSP}0,00`],
    [-0, 'en-US', '€0.00'],
    [5, 'en-US', '€0.05'],
    [5, 'de-AT', `€${NBSP}0,05`],
    [4_995, 'de-AT', `€${NBSP}49,95`],
    [-129_900, 'en-US', '-€1,299.00'],
    [-129_900, 'de-AT', `-€${NBSP}1.299,00`],
    [-1, 'en-US', '-€0.01'],
    [100_000, 'en-US', '€1,000.00'],
    [99_999, 'en-US', '€999.99'],
    [123_456_789_00, 'en-US', '€123,456,789.00'],
    [123_456_789_00, 'de-AT', `€${NBSP}123.456.789,00`],
  ] as const)('given %i cents in %s, then it reads %j', (cents, language, text) => {
    expect(formatPrice(cents, language)).toBe(text);
  });

  it('given the de-AT form, then it reads like the spec, with a no-break space after the symbol', () => {
    expect(formatPrice(129_900, 'de-AT').replace(NBSP, ' ')).toBe('€ 1.299,00');
  });

  it('given cents that are not a safe integer, then it refuses rather than print a wrong amount', () => {
    expect(() => formatPrice(12.5, 'en-US')).toThrow(RangeError);
    expect(() => formatPrice(Number.NaN, 'de-AT')).toThrow(RangeError);
  });
});

describe('formatRoundPrice', () => {
  it.each([
    [5_000, 'en-US', '€50'],
    [5_000, 'de-AT', `€${NBSP}50`],
    [129_900, 'de-AT', `€${NBSP}1.299`],
    [0, 'en-US', '€0'],
    [-5_000, 'en-US', '-€50'],
    [4_990, 'en-US', '€49.90'],
    [490, 'de-AT', `€${NBSP}4,90`],
  ] as const)('given %i cents in %s, then it reads %j', (cents, language, text) => {
    expect(formatRoundPrice(cents, language)).toBe(text);
  });

  it('property: it is formatPrice without the decimals exactly when they are zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }),
        fc.constantFrom('en-US' as const, 'de-AT' as const),
        (cents, language) => {
          const round = formatRoundPrice(cents, language);
          const full = formatPrice(cents, language);
          expect(round).toBe(cents % 100 === 0 ? full.replace(/[.,]00$/, '') : full);
        },
      ),
    );
  });
});

describe('euros and cents', () => {
  it.each([
    [12.99, 1_299],
    [0.1 + 0.2, 30],
    [1.005, 101],
    [1.015, 102],
    [0.125, 13],
    [-0.125, -13],
    [-1.005, -101],
    [0.004, 0],
    [-0.004, 0],
    [1e-7, 0],
    [1_299, 129_900],
    [1e13, 1e15],
  ])('given %d euros, then it is %i cents (half away from zero, on the decimal digits)', (euros, cents) => {
    expect(eurosToCents(euros)).toBe(cents);
  });

  it('given no finite amount or one beyond safe cents, then eurosToCents throws a RangeError', () => {
    expect(() => eurosToCents(Number.NaN)).toThrow(RangeError);
    expect(() => eurosToCents(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
    expect(() => eurosToCents(1e21)).toThrow(RangeError);
    expect(() => eurosToCents(-1e21)).toThrow(RangeError);
  });

  it('given an amount that is refused, then the error names it', () => {
    expect(() => eurosToCents(Number.NaN)).toThrow('not a euro amount: NaN');
    expect(() => centsToEuros(0.5)).toThrow('not an amount in cents: 0.5');
    expect(() => formatPrice(12.5, 'en-US')).toThrow('not an amount in cents: 12.5');
  });

  it('given cents, then centsToEuros is their decimal value', () => {
    expect(centsToEuros(1_299)).toBe(12.99);
    expect(centsToEuros(-5)).toBe(-0.05);
    expect(Object.is(centsToEuros(-0), 0)).toBe(true);
    expect(() => centsToEuros(0.5)).toThrow(RangeError);
  });

  it('round-trips cents through euros without drift', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 15) + 1, max: 10 ** 15 - 1 }), (cents) => {
        expect(eurosToCents(centsToEuros(cents))).toBe(cents + 0);
      }),
    );
  });

  it('rounds half away from zero: negating the euros negates the cents', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e9, max: 1e9, noNaN: true }), (euros) => {
        expect(eurosToCents(-euros)).toBe(-eurosToCents(euros) + 0);
      }),
    );
  });

  it('never moves more than half a cent from the amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e7, max: 1e7, noNaN: true }), (euros) => {
        expect(Math.abs(eurosToCents(euros) - euros * 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});
