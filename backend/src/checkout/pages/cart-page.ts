import { CartLineStatus } from '@fanshop/core/cart';
import { RETURN_TO_PARAM } from '@fanshop/core/navigation';
import { FREE_DELIVERY_THRESHOLD, formatPrice, missingForFreeDelivery } from '@fanshop/core/pricing';
import type { CartView } from '../../cart/cart-service';
import { shopLanguage } from '../../catalogue/catalogue-api';
import { html, type SafeHtml } from '../../html/html';
import { hereHref, type PageContext, shopHref } from './layout';
import { cartLine, totalRow } from './parts';

/** What a page title and body are. */
export interface PageBody {
  readonly title: string;
  readonly step?: 0 | 1 | 2;
  readonly content: SafeHtml;
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
    ? t.missingForFree(formatPrice(missing, lang))
    : t.freeDeliveryFrom(formatPrice(FREE_DELIVERY_THRESHOLD, lang));
}

/**
 * The checkout's home: the visitor's cart with its totals and the way on. Everyone may go to the
 * checkout; a guest may log in (or register) on the storefront first, and comes back here.
 */
export function cartPage(ctx: PageContext, cart: CartView | undefined, checkoutUrl: string): PageBody {
  const { t } = ctx.v;
  if (!cart || cart.products.length === 0) {
    return {
      title: t.cart,
      step: 0,
      content: html`<div class="co-card co-card--accent co-empty">
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
  return {
    title: t.cart,
    step: 0,
    content: html`<h1>${t.cart}</h1>
      <div class="co-layout">
        <section class="co-card" aria-labelledby="items-title">
          <h2 id="items-title" class="visually-hidden">${t.items}</h2>
          <ul class="co-lines co-lines--large">
            ${cart.products.map((line) => cartLine(ctx, line, { link: true }))}
          </ul>
        </section>
        <aside class="co-summary" aria-labelledby="summary-title">
          <h2 id="summary-title">${t.summary}</h2>
          <p class="co-muted">${t.itemCount(total.itemCount)}</p>
          <dl class="co-totals">
            ${totalRow(t.subtotal, total.subtotalFormatted)}
            ${totalRow(t.delivery, total.deliveryPrice === 0 ? t.free : total.deliveryPriceFormatted, {
              free: total.deliveryPrice === 0,
            })}
            ${totalRow(t.total, total.totalCartPriceFormatted, { total: true })}
          </dl>
          <p class="co-promise">${deliveryPromise(ctx, total.subtotal)} ${t.vatNote}</p>
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
