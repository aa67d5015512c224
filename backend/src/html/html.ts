import { html as honoHtml, raw } from 'hono/html';

/** Markup made by {@link html} or marked by {@link raw}: placed as it is, where any other value is escaped. */
export type SafeHtml = ReturnType<typeof raw>;

/**
 * Hono's `html` tagged template: it escapes every interpolated string (`&<>"'`), places numbers as
 * they are, leaves out booleans, `null` and `undefined`, and flattens arrays. Typed as these pages use
 * it: they never interpolate a promise, so it answers the markup at once.
 */
export const html = honoHtml as (strings: TemplateStringsArray, ...values: unknown[]) => SafeHtml;

export { raw };

/**
 * Escaped text with its http(s) URLs turned into links (mail bodies). Only the escaped text is
 * ever placed in the page, so a URL cannot break out of its attribute.
 */
export function linkify(text: string): SafeHtml {
  const parts = text.split(/(https?:\/\/[^\s<>"']+)/g);
  return html`${parts.map((part, i) => (i % 2 === 1 ? html`<a href="${part}">${part}</a>` : part))}`;
}

/**
 * A whole page that search engines leave out: the checkout's pages and the mailbox are for the person
 * in front of them, never a search result. `head` follows the title; `body` is the body's content.
 */
export function unindexedPage(page: {
  readonly language: string;
  readonly title: string;
  readonly head: SafeHtml;
  readonly body: SafeHtml;
}): string {
  return html`<!doctype html>
    <html lang="${page.language}">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${page.title}</title>
        ${page.head}
      </head>
      <body>
        ${page.body}
      </body>
    </html>`.toString();
}

/** The shop's colours, shared by the mailbox and the checkout host. */
export const SHOP_COLOURS = {
  red: '#c8102e',
  darkRed: '#a00d25',
  ink: '#16161a',
  white: '#ffffff',
  grey: '#f3f3f4',
};
