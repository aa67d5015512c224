import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { LANGUAGES } from './language.js';
import { formatInteger, groupThousands, NUMBER_MARKS } from './number-format.js';

/** ICU's formats with the marks the shop uses: en-US as is, de-DE for de-AT's dot grouping. */
const reference = { 'en-US': new Intl.NumberFormat('en-US'), 'de-AT': new Intl.NumberFormat('de-DE') };

describe('formatInteger', () => {
  it.each([
    [0, 'en-US', '0'],
    [7, 'de-AT', '7'],
    [999, 'en-US', '999'],
    [2022, 'en-US', '2,022'],
    [2022, 'de-AT', '2.022'],
    [1_234_567, 'de-AT', '1.234.567'],
    [-12_000, 'en-US', '-12,000'],
  ] as const)('given %i in %s, then it reads %j', (value, language, text) => {
    expect(formatInteger(value, language)).toBe(text);
  });

  it('given any safe integer, then it is what ICU writes with the shop marks, in both languages', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom(...LANGUAGES), (value, language) => {
        expect(formatInteger(value, language)).toBe(reference[language].format(value));
      }),
    );
  });

  it('given any safe integer, then taking the marks out gives its plain digits back', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), fc.constantFrom(...LANGUAGES), (value, language) => {
        expect(formatInteger(value, language).split(NUMBER_MARKS[language].group).join('')).toBe(
          String(value),
        );
      }),
    );
  });

  it.each([Number.NaN, 1.5, Number.MAX_SAFE_INTEGER + 1, Infinity])(
    'given %d, then it throws a RangeError',
    (value) => {
      expect(() => formatInteger(value, 'en-US')).toThrow(RangeError);
      expect(() => formatInteger(value, 'en-US')).toThrow(`not a whole number: ${value}`);
    },
  );
});

describe('groupThousands', () => {
  it('given any run of digits, then every group but the first has three digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,30}$/), fc.constantFrom(...LANGUAGES), (digits, language) => {
        const groups = groupThousands(digits, language).split(NUMBER_MARKS[language].group);
        expect(groups.join('')).toBe(digits);
        expect(groups[0]!.length).toBeGreaterThanOrEqual(1);
        expect(groups[0]!.length).toBeLessThanOrEqual(3);
        for (const group of groups.slice(1)) expect(group).toHaveLength(3);
      }),
    );
  });
});
