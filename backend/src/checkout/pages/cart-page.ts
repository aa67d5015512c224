import { CartLineStatus } from '@fanshop/core/cart';
import { RETURN_TO_PARAM } from '@fanshop/core/navigation';
import {
  FREE_DELIVERY_THRESHOLD,
  formatPrice,
  freeDeliveryProgress,
  missingForFreeDelivery,
} from '@fanshop/core/pricing';
import { CART_REMOVAL_DELAY_MS } from '@fanshop/core/shared';
import type { CartView } from '../../cart/cart-service';
import { shopLanguage } from '../../catalogue/catalogue-api';
import { html, type SafeHtml } from '../../html/html';
import { counted, fill } from '../checkout-texts';
import { hereHref, type PageContext, shopHref } from './layout';
import { cartLine, totalRow } from './parts';

/** What a page title and body are. */
export interface PageBody {
  readonly title: string;
  readonly step?: 0 | 1 | 2;
  readonly content: SafeHtml;
  /** Loads the page again after this many seconds (a removal whose undo runs out). */
  readonly refreshAfterSeconds?: number;
  /** Loads the checkout form's script, which enhances the form (it works without it). */
  readonly script?: boolean;
}

/** What the cart page shows besides the cart: its forms' token, a removal waiting, a message. */
export interface CartPageState {
  readonly checkoutUrl: string;
  readonly csrf: string;
  /** The line whose removal waits for its 2 seconds. */
  readonly removing?: string | undefined;
  /** A message about the last change (refused, too late). */
  readonly alert?: string | undefined;
}

/** The free-delivery line: what is missing, and a bar that fills towards it (core's threshold). */
function freeDeliveryProgressLine(ctx: PageContext, subtotal: number): SafeHtml {
  const { t } = ctx.v;
  const percent = Math.round(freeDeliveryProgress(subtotal) * 100);
  return html`<div class="co-free${percent === 100 ? ' co-free--done' : ''}">
    <p class="co-free__text">${deliveryPromise(ctx, subtotal)}</p>
    <progress class="co-free__bar" max="100" value="${percent}" aria-label="${t.freeProgressLabel}">
      ${percent} %
    </progress>
  </div>`;
}

/**
 * A storefront link to log in or register that brings the shopper back to this checkout page
 * afterwards (the core's `returnTargetOf` allows the checkout host's own origin).
 */
export function signInHref(
  ctx: PageContext,
  page: 'login' | 'register',
  checkoutUrl: string,
  back: string,
): string {
  const target = `${checkoutUrl.replace(/\/+$/, '')}${hereHref(ctx, back)}`;
  return shopHref(ctx, `/${page}/?${RETURN_TO_PARAM}=${encodeURIComponent(target)}`);
}

/** The free-delivery promise for goods worth `subtotal` (core's threshold, as the product page says it). */
export function deliveryPromise(ctx: PageContext, subtotal: number): string {
  const { t } = ctx.v;
  const lang = shopLanguage(ctx.v.language);
  const missing = missingForFreeDelivery(subtotal);
  if (missing === 0) return t.shipsFree;
  return subtotal > 0
    ? fill(t.missingForFree, { amount: formatPrice(missing, lang) })
    : fill(t.freeDeliveryFrom, { threshold: formatPrice(FREE_DELIVERY_THRESHOLD, lang) });
}

/**
 * The checkout's home: the visitor's cart with its totals and the way on. Everyone may go to the
 * checkout; a guest may log in (or register) on the storefront first, and comes back here.
 */
export function cartPage(ctx: PageContext, cart: CartView | undefined, state: CartPageState): PageBody {
  const { t } = ctx.v;
  const { checkoutUrl } = state;
  const alert = state.alert ? html`<p class="co-alert" role="alert">${state.alert}</p>` : '';
  if (!cart || cart.products.length === 0) {
    return {
      title: t.cart,
      step: 0,
      content: html`${alert}
        <div class="co-card co-card--accent co-empty">
          <h1>${t.cart}</h1>
          <p>${t.emptyCart}</p>
          <p class="co-muted">${t.emptyCartHint}</p>
          <a class="button" href="${shopHref(ctx, '/')}">${t.continueShopping}</a>
        </div>`,
    };
  }
  const orderable = cart.products.some((p) => p.status === CartLineStatus.available);
  const { total } = cart;
  const guest = !ctx.v.customer;
  const removing = cart.products.some((line) => line.hash === state.removing) ? state.removing : undefined;
  return {
    title: t.cart,
    step: 0,
    // Without a script the page shows the truth once the undo has run out (core's 2 seconds, and a moment).
    ...(removing ? { refreshAfterSeconds: Math.ceil(CART_REMOVAL_DELAY_MS / 1000) + 1 } : {}),
    content: html`<h1>${t.cart}</h1>
      ${alert}
      <div class="co-layout">
        <section class="co-card" aria-labelledby="items-title">
          <h2 id="items-title" class="visually-hidden">${t.items}</h2>
          ${freeDeliveryProgressLine(ctx, total.subtotal)}
          <ul class="co-lines co-lines--large">
            ${cart.products.map((line) =>
              cartLine(ctx, line, {
                link: true,
                edit: {
                  csrf: state.csrf,
                  removing: line.hash === removing,
                  locked: removing !== undefined,
                },
              }),
            )}
          </ul>
        </section>
        <aside class="co-summary" aria-labelledby="summary-title">
          <h2 id="summary-title">${t.summary}</h2>
          <p class="co-muted">${counted(t, t, 'itemCount', total.itemCount)}</p>
          <dl class="co-totals">
            ${totalRow(t.subtotal, total.subtotalFormatted)}
            ${totalRow(t.delivery, total.deliveryPrice === 0 ? t.free : total.deliveryPriceFormatted, {
              free: total.deliveryPrice === 0,
            })}
            ${totalRow(t.total, total.totalCartPriceFormatted, { total: true })}
          </dl>
          <p class="co-promise">${t.vatNote}</p>
          <div class="co-actions">
            ${
              orderable
                ? html`<a class="button button--block button--large" href="${hereHref(ctx, '/checkout/')}"
                    >${t.toCheckout}</a
                  >`
                : ''
            }
            <a class="button button--secondary button--block" href="${shopHref(ctx, '/')}"
              >${t.continueShopping}</a
            >
          </div>
          ${
            guest
              ? html`<div class="co-account">
                  <p>${t.guestWelcome}</p>
                  <p>
                    ${t.haveAccount} <a href="${signInHref(ctx, 'login', checkoutUrl, '/')}">${t.login}</a>
                  </p>
                  <p>
                    ${t.newCustomer}
                    <a href="${signInHref(ctx, 'register', checkoutUrl, '/')}">${t.register}</a>
                  </p>
                </div>`
              : ''
          }
        </aside>
      </div>`,
  };
}
