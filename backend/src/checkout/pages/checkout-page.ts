import type { ShippingAddress } from '@fanshop/core/account';
import { deliveryPrice, deliveryWindow, formatPrice } from '@fanshop/core/pricing';
import { formatShortDay } from '@fanshop/core/shared';
import type { CartView } from '../../cart/cart-service';
import { shopLanguage } from '../../catalogue/catalogue-api';
import { html, type SafeHtml } from '../../html/html';
import { orderedSubtotal } from '../order-flow';
import { type PageBody, deliveryPromise } from './cart-page';
import { addressCard, contactCard, deliveryCard, paymentCard, storeCard } from './checkout-fields';
import { formAlert } from './checkout-problems';
import { hereHref, type PageContext, shopHref } from './layout';
import { cartLine, type FormState, totalRow } from './parts';

/** Who fills in the form, as the page needs to know them. */
export type FormPerson =
  | {
      readonly kind: 'customer';
      readonly addresses: readonly ShippingAddress[];
      readonly firstname: string;
      readonly lastname: string;
    }
  | { readonly kind: 'guest' };

/** What the order costs, in cents: the ordered lines and home delivery (collecting is free). */
interface Totals {
  readonly subtotal: number;
  readonly homePrice: number;
}

/**
 * The checkout form: a guest's details, the delivery choice with its price and core's estimate, the
 * address for home delivery (saved ones for a customer) or the store for click & collect (only the
 * chosen one shows, by CSS), the payment choice, and the order summary with the button that carries
 * the legal wording. No scripts; the server checks only what was chosen.
 */
export function checkoutPage(
  ctx: PageContext,
  input: {
    readonly cart: CartView;
    readonly person: FormPerson;
    readonly state: FormState;
    readonly csrf: string;
    readonly now: number;
    readonly checkoutUrl: string;
    /** A message over the form: the form expired, a line sold out. */
    readonly alert?: string;
  },
): PageBody {
  const { t } = ctx.v;
  const { cart, person, state } = input;
  const lang = shopLanguage(ctx.v.language);
  const subtotal = orderedSubtotal(cart);
  const totals: Totals = { subtotal, homePrice: deliveryPrice(subtotal, 'home') };
  const { from, to } = deliveryWindow(input.now);
  const delivery = deliveryCard(ctx, state, {
    chosen: state.values.deliveryType === 'click_and_collect' ? 'click_and_collect' : 'home',
    homePrice: totals.homePrice === 0 ? t.free : formatPrice(totals.homePrice, lang),
    from: formatShortDay(from, lang),
    to: formatShortDay(to, lang),
  });
  const contact = person.kind === 'guest' ? contactCard(ctx, state, input.checkoutUrl) : '';
  const address = addressCard(ctx, state, person);
  const store = storeCard(ctx, state, person);
  const payment = paymentCard(ctx, state);
  const bar = payBar(ctx, totals);

  return {
    title: t.checkout,
    step: 1,
    script: true,
    content: html`<h1>${t.checkout}</h1>
      ${formAlert(ctx, state, input.alert)}
      <form class="co-form" method="post" action="${hereHref(ctx, '/checkout/')}" novalidate>
        <input type="hidden" name="csrf" value="${input.csrf}" />
        <div class="co-layout">
          <div class="co-stack">${contact} ${delivery} ${address} ${store} ${payment} ${bar}</div>
          ${orderSummary(ctx, cart, totals)}
        </div>
      </form>`,
  };
}

/** The wording the order button carries: the terms accepted, the privacy policy named. */
function legalNote(ctx: PageContext): SafeHtml {
  const { t } = ctx.v;
  return html`<p class="co-legal">
    ${t.legalBefore}<a href="${shopHref(ctx, t.pages.terms)}">${t.terms}</a>${t.legalBetween}<a
      href="${shopHref(ctx, t.pages.privacy)}"
      >${t.legalPrivacy}</a
    >${t.legalAfter}
  </p>`;
}

/** The order's lines and totals for either way of delivery (CSS shows the chosen one's), and the button. */
function orderSummary(ctx: PageContext, cart: CartView, { subtotal, homePrice }: Totals): SafeHtml {
  const { t } = ctx.v;
  const lang = shopLanguage(ctx.v.language);
  return html`<aside class="co-summary" aria-labelledby="summary-title">
    <h2 id="summary-title">${t.summary}</h2>
    <ul class="co-lines">
      ${cart.products.map((line) => cartLine(ctx, line, { link: false }))}
    </ul>
    <dl class="co-totals">
      ${totalRow(t.subtotal, formatPrice(subtotal, lang))}
      ${totalRow(t.delivery, homePrice === 0 ? t.free : formatPrice(homePrice, lang), {
        free: homePrice === 0,
        when: 'home',
      })}
      ${totalRow(t.delivery, t.free, { free: true, when: 'collect' })}
      ${totalRow(t.total, formatPrice(subtotal + homePrice, lang), { total: true, when: 'home' })}
      ${totalRow(t.total, formatPrice(subtotal, lang), { total: true, when: 'collect' })}
    </dl>
    <p class="co-promise co-when-home">${deliveryPromise(ctx, subtotal)} ${t.vatNote}</p>
    <div class="co-summary__order">
      ${legalNote(ctx)}
      <button class="button button--block button--large" type="submit">${t.placeOrder}</button>
    </div>
  </aside>`;
}

/** Below the two-column layout the summary comes last: this bar keeps the total and the button in view. */
function payBar(ctx: PageContext, { subtotal, homePrice }: Totals): SafeHtml {
  const { t } = ctx.v;
  const lang = shopLanguage(ctx.v.language);
  return html`<div class="co-paybar">
    <p class="co-paybar__total">
      <span>${t.total}</span>
      <strong class="co-when-home">${formatPrice(subtotal + homePrice, lang)}</strong>
      <strong class="co-when-collect">${formatPrice(subtotal, lang)}</strong>
    </p>
    <button class="button co-paybar__button" type="submit">${t.placeOrder}</button>
    ${legalNote(ctx)}
  </div>`;
}
