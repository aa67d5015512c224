import { formatPrice } from '@fanshop/core/pricing';
import { shopLanguage } from '../../catalogue/catalogue-api';
import { html } from '../../html/html';
import type { Payment } from '../payments';
import type { PageBody } from './cart-page';
import { hereHref, type PageContext } from './layout';
import { fact } from './parts';
import { paymentMark } from './payment-marks';

/**
 * The payment provider's page as the reference checkout plays it: clearly marked as a test page, with
 * the payee, the amount and the way to pay, and the provider's three answers (approve, decline, and the
 * shopper cancelling). A real provider's hosted page takes this place (docs/payment.md).
 */
export function sandboxPaymentPage(ctx: PageContext, payment: Payment, csrf: string): PageBody {
  const { t } = ctx.v;
  const answer = (name: 'approve' | 'decline' | 'cancel', label: string, style: string) =>
    html`<form method="post" action="${hereHref(ctx, `/pay/${payment.id}/${name}/`)}">
      <input type="hidden" name="csrf" value="${csrf}" />
      <button class="button ${style}" type="submit">${label}</button>
    </form>`;
  return {
    title: t.pay.sandbox,
    content: html`<div class="co-pay">
      <p class="co-pay__banner" role="note"><strong>${t.pay.sandbox}</strong> ${t.pay.sandboxNote}</p>
      <section class="co-card co-card--accent co-pay__card" aria-labelledby="pay-title">
        <h1 id="pay-title">${t.pay.title}</h1>
        <dl class="co-pay__facts">
          ${fact(t.pay.payee, t.shopName)}
          ${fact(t.pay.method, html`${paymentMark(payment.method)} ${t.payments[payment.method]}`, {
            detail: 'co-pay__method',
          })}
          ${fact(t.pay.amount, formatPrice(payment.amount, shopLanguage(ctx.v.language)), {
            entry: 'co-pay__amount',
          })}
        </dl>
        <div class="co-pay__answers">
          ${answer('approve', t.pay.approve, 'button--block button--large')}
          ${answer('decline', t.pay.decline, 'button--secondary button--block')}
        </div>
        ${answer('cancel', t.pay.cancel, 'co-pay__cancel')}
      </section>
    </div>`,
  };
}
