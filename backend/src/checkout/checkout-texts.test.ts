import { describe, expect, it } from 'vitest';
import deCheckout from '@fanshop/messages/de-AT/checkout.json' with { type: 'json' };
import deForms from '@fanshop/messages/de-AT/forms.json' with { type: 'json' };
import enCheckout from '@fanshop/messages/en-US/checkout.json' with { type: 'json' };
import enForms from '@fanshop/messages/en-US/forms.json' with { type: 'json' };
import { FORM_ERROR_CODES } from '@fanshop/core/shared';
import { checkoutTexts, counted, fill, problemText } from './checkout-texts';
import type { CheckoutProblem } from './order-flow';

/** Every problem the checkout's forms can show, one per code (a count where the code takes one). */
const PROBLEMS = [
  { code: 'required' },
  { code: 'too-long', max: 50 },
  { code: 'too-short', min: 8 },
  { code: 'invalid-characters' },
  { code: 'invalid-email' },
  { code: 'invalid-phone' },
  { code: 'postal-code' },
  { code: 'postal-code-austria' },
  { code: 'not-an-option' },
] as const satisfies readonly CheckoutProblem[];

// A code the checkout gains without a line above does not compile.
const everyCode: Record<CheckoutProblem['code'], true> = Object.fromEntries(
  PROBLEMS.map((p) => [p.code, true]),
) as Record<(typeof PROBLEMS)[number]['code'], true>;

const CATALOGUES = [
  { language: 'en', forms: enForms, checkout: enCheckout },
  { language: 'de', forms: deForms, checkout: deCheckout },
] as const;

/** Every key of a nested message tree, dotted. */
function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]: [string, unknown]) =>
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );
}

describe('the checkout speaks with the shop catalogue', () => {
  it('has every code the checkout can show among the shop’s form codes', () => {
    expect(
      Object.keys(everyCode).every((code) => (FORM_ERROR_CODES as readonly string[]).includes(code)),
    ).toBe(true);
  });

  for (const { language, forms } of CATALOGUES) {
    it(`words each code the checkout can show once in ${language}, as the storefront reads it`, () => {
      const t = checkoutTexts(language);
      // The same catalogue the storefront loads (`forms.codes.<code>`), not a copy.
      expect(t.forms).toBe(forms);
      const codes: Readonly<Record<string, string>> = forms.codes;
      for (const problem of PROBLEMS) {
        const plain = codes[problem.code];
        const plurals = Object.keys(codes).filter((key) => key.startsWith(`${problem.code}_`));
        // One wording: either a plain message or its plural forms, never both, never none.
        expect(plain === undefined ? plurals.length > 0 : plurals.length === 0, problem.code).toBe(true);
        const text = problemText(t, problem);
        expect(text, problem.code).not.toMatch(/\{\{|^$/);
        const count = 'max' in problem ? problem.max : 'min' in problem ? problem.min : undefined;
        expect(text).toBe(count === undefined ? plain : counted(t, codes, problem.code, count));
      }
    });
  }

  it('has the same messages in German as in English, with the same placeholders', () => {
    const en = keysOf(enCheckout).sort();
    expect(keysOf(deCheckout).sort()).toEqual(en);
    const at = (tree: object, key: string): unknown =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], tree);
    const placeholders = (message: unknown) =>
      [...String(message).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    for (const key of en)
      expect(placeholders(at(deCheckout, key)), key).toEqual(placeholders(at(enCheckout, key)));
  });

  it('keeps no wording of its own for a form code', () => {
    const own = new Set(keysOf(enCheckout).flatMap((key) => key.split('.')));
    for (const code of FORM_ERROR_CODES) expect(own.has(code), code).toBe(false);
  });

  it('fills placeholders and picks plural forms as i18next names them', () => {
    const en = checkoutTexts('en');
    expect(fill('Size {{size}}, {{ count }} left, {{missing}}', { size: 'M', count: 2 })).toBe(
      'Size M, 2 left, {{missing}}',
    );
    expect(counted(en, en, 'itemCount', 1)).toBe('1 item');
    expect(counted(en, en, 'itemCount', 3)).toBe('3 items');
    expect(problemText(en, { code: 'too-long', max: 1 })).toBe('Please use at most 1 character.');
    expect(problemText(checkoutTexts('de'), { code: 'postal-code-austria' })).toBe(
      'Bitte geben Sie eine vierstellige österreichische Postleitzahl ein.',
    );
    expect(problemText(en, { code: 'postal-code-austria' })).toBe(
      'Please enter a four-digit Austrian postal code.',
    );
  });
});
