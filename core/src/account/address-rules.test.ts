import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ADDRESS_TEXT_FIELDS,
  ADDRESS_TEXT_LIMITS,
  AUSTRIA_COUNTRY_ID,
  NAME_MAX_LENGTH,
  addressFieldProblem,
  addressProblems,
  isPostalCode,
  postalCodeProblem,
  textProblem,
} from './address-rules.js';
import { ShippingAddressMother } from './testing/account-mother.js';

const GERMANY = 276;
const address = ShippingAddressMother.draft();

/** Texts shoppers and attackers type: blanks, control characters, long runs, letters and digits. */
const anyText = fc.oneof(
  fc.string({ maxLength: 120 }),
  fc.string({ unit: fc.constantFrom('1', '0', '9', ' ', '-', 'A', 'z', '\t', '\u0000'), maxLength: 14 }),
  fc.stringMatching(/^[0-9]{1,6}$/),
);
const countryId = fc.oneof(fc.constant(AUSTRIA_COUNTRY_ID), fc.integer({ min: 1, max: 999 }));

describe('given an address as a shopper types it', () => {
  it('when every field is filled as in Austria, then there is nothing to fix', () => {
    expect(addressProblems(address)).toEqual({});
  });

  it('when fields are blank, too long or hold control characters, then each says why', () => {
    expect(
      addressProblems({
        ...address,
        firstname: '   ',
        lastname: 'x'.repeat(NAME_MAX_LENGTH + 1),
        street: 'Ring\u0000straße',
      }),
    ).toEqual({
      firstname: { code: 'required' },
      lastname: { code: 'too-long', max: 50 },
      street: { code: 'invalid-characters' },
    });
  });

  it('when the postal code is not four digits in Austria, then it is an Austrian postal code problem', () => {
    for (const postal of ['ABC', '106', '10600', '0100', 'A-1060', '10 60']) {
      expect(postalCodeProblem(postal, AUSTRIA_COUNTRY_ID), postal).toEqual({ code: 'postal-code-austria' });
    }
    for (const postal of ['1010', '1060', '9992', ' 8010 ']) {
      expect(postalCodeProblem(postal, AUSTRIA_COUNTRY_ID), postal).toBeUndefined();
    }
  });

  it("when the country is another, then any postal code's form is accepted: 3 to 10 letters, digits, spaces or hyphens", () => {
    expect(postalCodeProblem('10115', GERMANY)).toBeUndefined();
    expect(postalCodeProblem('SW1A 1AA', 826)).toBeUndefined();
    expect(postalCodeProblem('!', GERMANY)).toEqual({ code: 'postal-code' });
    expect(postalCodeProblem('', GERMANY)).toEqual({ code: 'required' });
    expect(postalCodeProblem('12345678901', GERMANY)).toEqual({ code: 'too-long', max: 10 });
  });
});

describe('property: the address rules agree with their definitions', () => {
  it('a text has no problem exactly when, trimmed, it is not blank, not too long and free of control characters', () => {
    fc.assert(
      fc.property(anyText, fc.integer({ min: 1, max: 100 }), (value, max) => {
        const trimmed = value.trim();
        // eslint-disable-next-line no-control-regex
        const fine = trimmed !== '' && trimmed.length <= max && !/[\u0000-\u001f\u007f]/.test(trimmed);
        expect(textProblem(value, max) === undefined).toBe(fine);
      }),
    );
  });

  it('surrounding spaces never change the answer of any field', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ADDRESS_TEXT_FIELDS),
        anyText,
        countryId,
        fc.constantFrom(' ', '  ', '\n'),
        (field, value, country, pad) => {
          expect(addressFieldProblem(field, `${pad}${value}${pad}`, country)).toEqual(
            addressFieldProblem(field, value, country),
          );
        },
      ),
    );
  });

  it('every Austrian postal code is a postal code anywhere: the Austrian rule only narrows the general one', () => {
    fc.assert(
      fc.property(anyText, (postal) => {
        if (isPostalCode(postal, AUSTRIA_COUNTRY_ID)) expect(isPostalCode(postal, GERMANY)).toBe(true);
      }),
    );
  });

  it('in Austria, a postal code is accepted exactly when it is four digits and does not start with 0', () => {
    fc.assert(
      fc.property(fc.oneof(anyText, fc.integer({ min: 0, max: 99_999 }).map(String)), (postal) => {
        const accepted = postalCodeProblem(postal, AUSTRIA_COUNTRY_ID) === undefined;
        expect(accepted).toBe(/^[1-9][0-9]{3}$/.test(postal.trim()));
      }),
    );
  });

  it('no field accepts more than its limit, and every limit is a sensible length', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ADDRESS_TEXT_FIELDS), countryId, (field, country) => {
        const max = ADDRESS_TEXT_LIMITS[field];
        expect(addressFieldProblem(field, '1'.repeat(max + 1), country)).toEqual({ code: 'too-long', max });
        expect(max).toBeGreaterThanOrEqual(10);
      }),
    );
  });
});

describe('the address rules by field', () => {
  it('given the postal code field, then it is judged by the postal code rule, the other fields by their lengths', () => {
    expect(addressFieldProblem('postal', '106', AUSTRIA_COUNTRY_ID)).toEqual({ code: 'postal-code-austria' });
    expect(addressFieldProblem('postal', '1060', AUSTRIA_COUNTRY_ID)).toBeUndefined();
    expect(addressProblems({ ...address, postal: '106', countryId: AUSTRIA_COUNTRY_ID })).toEqual({
      postal: { code: 'postal-code-austria' },
    });
  });

  it('given an address without problems, then no field is named at all', () => {
    expect(Object.keys(addressProblems(address))).toEqual([]);
  });

  it('given a postal code abroad with something before or after it, then it is refused', () => {
    for (const postal of ['#10115', '10115#']) {
      expect(postalCodeProblem(postal, GERMANY), postal).toEqual({ code: 'postal-code' });
    }
  });
});
