import type { Language } from './language.js';

/** The marks of each language's number format (`de-AT` `1.299,00`, `en-US` `1,299.00`). */
export const NUMBER_MARKS: Readonly<Record<Language, { readonly group: string; readonly decimal: string }>> =
  {
    'de-AT': { group: '.', decimal: ',' },
    'en-US': { group: ',', decimal: '.' },
  };

/** A run of digits with the language's thousands mark every three digits from the right. */
export function groupThousands(digits: string, language: Language): string {
  const mark = NUMBER_MARKS[language].group;
  let grouped = '';
  for (let end = digits.length; end > 0; end -= 3) {
    const group = digits.slice(Math.max(0, end - 3), end);
    grouped = grouped === '' ? group : `${group}${mark}${grouped}`;
  }
  return grouped;
}

/**
 * A whole number for display in the language's format: `2,022` in en-US, `2.022` in de-AT, with a
 * leading `-` when negative. Written by hand as prices are (`formatPrice`): the server's HTML and the
 * browser's hydration must write the same text whatever ICU each has (CLDR now groups de-AT with a
 * no-break space, the shop's format with a dot), and a browser's first `Intl` number format loads
 * ICU's number data, a long task on a slow phone while the page hydrates. Throws a RangeError when
 * `value` is not a safe integer.
 */
export function formatInteger(value: number, language: Language): string {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not a whole number: ${value}`);
  const grouped = groupThousands(String(Math.abs(value)), language);
  return value < 0 ? `-${grouped}` : grouped;
}
