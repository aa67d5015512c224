import { html, raw, type SafeHtml } from '../../html/html';
import type { PlacedOrder } from '../../orders/order-service';
import { PASSWORD_MIN_LENGTH } from '@fanshop/core/account';
import { type CheckoutTexts, fill } from '../checkout-texts';
import { orderFacts } from '../order-facts';
import type { PageBody } from './cart-page';
import { hereHref, type PageContext, shopHref } from './layout';
import { fact, orderLine, textField, totalRow, type FormState } from './parts';

/** What the page offers a guest: the account form, or nothing. */
export type AccountOffer =
  | { readonly kind: 'none' }
  | {
      readonly kind: 'form';
      readonly csrf: string;
      readonly state: FormState;
      /** Over the form: it expired. */
      readonly alert?: string;
    };

/**
 * The confirmation: the order number and total first, the items with pictures, the address or store,
 * the delivery estimate and the payment, the totals. A customer is led to the order in the account; a
 * guest may make an account of the order with one password.
 */
export function confirmationPage(ctx: PageContext, placed: PlacedOrder, offer: AccountOffer): PageBody {
  const { t } = ctx.v;
  const { order } = placed;
  const facts = orderFacts(order, t, ctx.v.language);
  const customer = ctx.v.customer !== undefined && placed.customerId === ctx.v.customer.id;
  const uuid = order.uuid;
  const intro = order.shippingAddress.deliveryType === 'home' ? t.accountIntroWithAddress : t.accountIntro;

  const links = customer
    ? html`<a class="button" href="${shopHref(ctx, `/my-account/order-details/${uuid}/`)}"
          >${t.orderDetails}</a
        >
        <a class="button button--secondary" href="${shopHref(ctx, '/my-account/orders/')}">${t.myOrders}</a>
        <a class="button button--secondary" href="${shopHref(ctx, '/')}">${t.continueShopping}</a>`
    : html`<a class="button button--secondary" href="${shopHref(ctx, '/')}">${t.continueShopping}</a>`;
  const invoice = html`<a class="button button--secondary" href="${hereHref(ctx, `/invoice/${uuid}/`)}"
    >${t.invoice.open}</a
  >`;

  const account: SafeHtml | '' =
    offer.kind === 'form'
      ? html`<section class="co-card" aria-labelledby="account-title">
          <h2 id="account-title">${t.accountTitle}</h2>
          <p>${fill(intro, { email: placed.email })}</p>
          ${offer.alert ? html`<div class="co-alert" role="alert"><p>${offer.alert}</p></div>` : ''}
          <form method="post" action="${hereHref(ctx, `/checkout/done/${uuid}/account/`)}" novalidate>
            <input type="hidden" name="csrf" value="${offer.csrf}" />
            <div class="co-group">
              ${textField(ctx, offer.state, {
                name: 'password',
                label: t.password,
                type: 'password',
                hint: fill(t.passwordHint, { count: PASSWORD_MIN_LENGTH }),
              })}
              <div><button class="button" type="submit">${t.createAccount}</button></div>
            </div>
          </form>
        </section>`
      : '';

  return {
    title: t.thanks,
    step: 2,
    content: html`<div class="co-layout">
      <div class="co-stack">
        <section class="co-card co-card--accent co-done">
          <span class="co-done__mark" aria-hidden="true">✓</span>
          <h1>${t.thanks}</h1>
          <p>${fill(t.mailSent, { email: placed.email })}</p>
          <dl class="co-facts">
            ${fact(`${t.orderNumber}:`, order.number)} ${fact(`${t.total}:`, order.totals.totalFormatted)}
            ${fact(`${t.orderedOn}:`, facts.orderedOn)}
          </dl>
          <div class="co-links">${links} ${invoice}</div>
        </section>
        <section class="co-card" aria-labelledby="next-title">
          <h2 id="next-title">${t.nextTitle}</h2>
          <ol class="co-next">
            ${nextSteps(t, order.shippingAddress.deliveryType === 'home', facts.estimate, customer).map(
              (step) => html`<li>${step}</li>`,
            )}
          </ol>
        </section>
        ${account}
        <section class="co-card" aria-labelledby="details-title">
          <h2 id="details-title">${t.deliveryAndPayment}</h2>
          <dl class="co-details">
            ${fact(
              facts.addressTitle,
              html`${facts.addressLines.map((line, i) => html`${i > 0 ? raw('<br />') : ''}${line}`)}`,
            )}
            ${fact(facts.estimateTitle, facts.estimate)} ${fact(t.deliveryMethod, facts.method)}
            ${fact(t.paymentMethod, facts.payment)}
          </dl>
          ${facts.note ? html`<p class="co-note">${facts.note}</p>` : ''}
        </section>
      </div>
      <aside class="co-summary" aria-labelledby="summary-title">
        <h2 id="summary-title">${t.summary}</h2>
        <ul class="co-lines">
          ${order.lines.map((line) => orderLine(ctx, line))}
        </ul>
        <dl class="co-totals">
          ${totalRow(t.subtotal, order.totals.subtotalFormatted)}
          ${totalRow(t.delivery, order.totals.delivery === 0 ? t.free : order.totals.deliveryFormatted, {
            free: order.totals.delivery === 0,
          })}
          ${totalRow(t.total, order.totals.totalFormatted, { total: true })}
        </dl>
        <p class="co-promise">${t.vatNote}</p>
      </aside>
    </div>`,
  };
}

/**
 * What happens after the order, by delivery: the estimate ends its sentence, whose full stop is the
 * message's, so an estimate ending in an abbreviation ("2. Dez.") does not get a second one.
 */
function nextSteps(t: CheckoutTexts, home: boolean, estimate: string, account: boolean): readonly string[] {
  const steps = t.nextSteps;
  const values = { estimate: estimate.replace(/\.$/, '') };
  return home
    ? [steps.mailOnItsWay, fill(steps.packed, values), account ? steps.trackingInAccount : steps.tracking]
    : [steps.mailOnItsWay, fill(steps.collectReady, values), steps.collectTold];
}
