/** HTML-escapes text for element content and quoted attribute values. */
export function escapeHtml(value: unknown): string {
  return String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** A string already escaped (or built from escaped parts) that {@link html} must not escape again. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

/** Marks trusted markup. */
export function raw(value: string): SafeHtml {
  return new SafeHtml(value);
}

/**
 * Tagged template that escapes every interpolated value unless it is {@link SafeHtml};
 * arrays are joined after escaping each item.
 */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0] ?? '';
  values.forEach((value, i) => {
    out += render(value) + (strings[i + 1] ?? '');
  });
  return new SafeHtml(out);
}

function render(value: unknown): string {
  if (value instanceof SafeHtml) return value.value;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === undefined || value === null || value === false) return '';
  return escapeHtml(value);
}

/**
 * Escaped text with its http(s) URLs turned into links (mail bodies). Only the escaped text is
 * ever placed in the page, so a URL cannot break out of its attribute.
 */
export function linkify(text: string): SafeHtml {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return new SafeHtml(
    parts
      .map((part, i) =>
        i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part),
      )
      .join(''),
  );
}

/** The shop's colours, shared by the mailbox and the checkout host. */
export const SHOP_COLOURS = {
  red: '#c8102e',
  darkRed: '#a00d25',
  ink: '#16161a',
  white: '#ffffff',
  grey: '#f3f3f4',
};
