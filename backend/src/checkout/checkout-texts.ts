import deCheckout from '@fanshop/messages/de-AT/checkout.json' with { type: 'json' };
import deForms from '@fanshop/messages/de-AT/forms.json' with { type: 'json' };
import enCheckout from '@fanshop/messages/en-US/checkout.json' with { type: 'json' };
import enForms from '@fanshop/messages/en-US/forms.json' with { type: 'json' };
import type { Language } from '../catalogue/catalogue-api';
import type { CheckoutProblem } from './order-flow';

/** The checkout host's own texts (`checkout.json` of the shop's catalogue), shaped as the English ones. */
type CheckoutMessages = typeof enCheckout;

/** The shop's texts of its forms (`forms.json`), which the storefront words its forms with too. */
type FormMessages = typeof enForms;

/**
 * The checkout host's texts in a language: its own namespace, the forms' namespace beside it, and the
 * language's plural rules. Messages with `{{placeholders}}` are filled by {@link fill} and {@link counted},
 * as i18next fills the storefront's.
 */
export interface CheckoutTexts extends CheckoutMessages {
  readonly forms: FormMessages;
  readonly plurals: Intl.PluralRules;
}

/** A catalogue's German must have every message the English has: a missing one does not compile. */
const GERMAN: { checkout: CheckoutMessages; forms: FormMessages } = { checkout: deCheckout, forms: deForms };

const TEXTS: Readonly<Record<Language, CheckoutTexts>> = {
  en: { ...enCheckout, forms: enForms, plurals: new Intl.PluralRules('en-US') },
  de: { ...GERMAN.checkout, forms: GERMAN.forms, plurals: new Intl.PluralRules('de-AT') },
};

/** The checkout host's texts in a language. */
export function checkoutTexts(language: Language): CheckoutTexts {
  return TEXTS[language];
}

/** A message with its `{{placeholders}}` filled; one without a value stays as it is. */
export function fill(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{\{\s*(\w+)\s*\}\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/**
 * The message `key` in the plural form `count` takes in the texts' language (`key_one`, `key_other`, as
 * i18next names them), with `{{count}}` and the other placeholders filled.
 */
export function counted(
  t: CheckoutTexts,
  messages: object,
  key: string,
  count: number,
  values: Readonly<Record<string, string | number>> = {},
): string {
  const forms = messages as Readonly<Record<string, unknown>>;
  const message = forms[`${key}_${t.plurals.select(count)}`] ?? forms[`${key}_other`];
  return fill(typeof message === 'string' ? message : key, { ...values, count });
}

/** The shopper's words for a problem of a checkout field: the shop's one wording of its code. */
export function problemText(t: CheckoutTexts, problem: CheckoutProblem): string {
  switch (problem.code) {
    case 'too-long':
      return counted(t, t.forms.codes, problem.code, problem.max);
    case 'too-short':
      return counted(t, t.forms.codes, problem.code, problem.min);
    default:
      return t.forms.codes[problem.code];
  }
}
