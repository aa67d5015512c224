import { html } from '../../html/html';
import type { PageBody } from './cart-page';
import { hereHref, type PageContext } from './layout';

/** A page that only says something: not found, an error, an expired form; with the way back. */
export function messagePage(
  ctx: PageContext,
  message: { readonly title: string; readonly text?: string; readonly back: 'cart' | 'form' },
): PageBody {
  const { t } = ctx.v;
  const back =
    message.back === 'form'
      ? html`<a class="button" href="${hereHref(ctx, '/checkout/')}">${t.backToForm}</a>`
      : html`<a class="button" href="${hereHref(ctx, '/')}">${t.toCart}</a>`;
  return {
    title: message.title,
    content: html`<div class="co-card co-card--accent co-empty">
      <h1>${message.title}</h1>
      ${message.text ? html`<p>${message.text}</p>` : ''} ${back}
    </div>`,
  };
}
