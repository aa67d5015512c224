import { formatPrice } from '@fanshop/core/pricing';
import { shopLanguage } from '../../catalogue/catalogue-api';
import { html } from '../../html/html';
import type { PlacedOrder } from '../../orders/order-service';
import { addressLine, SHOP_COMPANY } from '../../shop-company';
import { fill } from '../checkout-texts';
import { orderFacts, orderVat } from '../order-facts';
import type { PageBody } from './cart-page';
import type { PageContext } from './layout';
import { fact } from './parts';

/**
 * An order's invoice as a page to print (or save as a PDF): the seller with its VAT ID, the buyer, the
 * invoice number and dates, the lines with quantity, unit and line price, and the totals with the net
 * and the VAT per rate (`orderVat`), as an Austrian invoice states them. The print style sheet
 * leaves the shop's header and footer out.
 */
export function invoicePage(ctx: PageContext, placed: PlacedOrder): PageBody {
  const { t, language } = ctx.v;
  const lang = shopLanguage(language);
  const { order } = placed;
  const facts = orderFacts(order, t, language);
  const money = (cents: number) => formatPrice(cents, lang);
  const shares = orderVat(order);
  const seat = SHOP_COMPANY.seat;
  const registered = fill(t.mail.registered, {
    register: SHOP_COMPANY.register.number,
    vatId: SHOP_COMPANY.vatId,
  });
  const sizeOf = (size: string) => fill(t.size, { size });
  const a = order.shippingAddress;
  const billed =
    a.deliveryType === 'home'
      ? [`${a.firstname} ${a.lastname}`, `${a.street} ${a.streetNo}`, `${a.postal} ${a.city}`, t.countryName]
      : [`${a.firstname} ${a.lastname}`, placed.email];

  return {
    title: fill(t.invoice.title, { number: order.number }),
    script: true,
    content: html`<article class="co-invoice" aria-labelledby="invoice-title">
      <div class="co-invoice__actions">
        <button class="button co-print" type="button" data-print hidden>${t.invoice.print}</button>
        <p class="co-muted co-print-hint">${t.invoice.printHint}</p>
      </div>
      <header class="co-invoice__head">
        <div>
          <p class="co-invoice__label">${t.invoice.seller}</p>
          <p>
            ${seat.name}<br />${seat.street}<br />${seat.postal} ${seat.city[language]}<br />${seat.country[language]}
          </p>
          <p class="co-muted">${registered}</p>
        </div>
        <div>
          <p class="co-invoice__label">${t.invoice.buyer}</p>
          <p>${billed.map((line, i) => html`${i > 0 ? html`<br />` : ''}${line}`)}</p>
        </div>
      </header>
      <h1 id="invoice-title">${fill(t.invoice.title, { number: order.number })}</h1>
      <dl class="co-invoice__facts">
        ${fact(t.invoice.number, order.number)} ${fact(t.invoice.date, facts.orderedOn)}
        ${fact(t.invoice.delivered, facts.method)}
      </dl>
      <table class="co-invoice__lines">
        <thead>
          <tr>
            <th scope="col">${t.invoice.item}</th>
            <th scope="col" class="co-num">${t.invoice.quantity}</th>
            <th scope="col" class="co-num">${t.invoice.unit}</th>
            <th scope="col" class="co-num">${t.invoice.amount}</th>
          </tr>
        </thead>
        <tbody>
          ${order.lines.map(
            (line) =>
              html`<tr>
                <td>
                  ${line.name}<br /><span class="co-muted">${line.brand} · ${sizeOf(line.size)}</span>${
                    line.personalisation
                      ? html`<br /><span class="co-muted"
                            >${fill(t.printed, { print: line.personalisation.label, price: line.personalisation.priceFormatted })}</span
                          >`
                      : ''
                  }
                </td>
                <td class="co-num">${line.quantity}</td>
                <td class="co-num">${line.unitPriceFormatted}</td>
                <td class="co-num">${line.linePriceFormatted}</td>
              </tr>`,
          )}
          <tr>
            <td>${t.delivery} · ${facts.method}</td>
            <td class="co-num">1</td>
            <td class="co-num">${money(order.totals.delivery)}</td>
            <td class="co-num">${money(order.totals.delivery)}</td>
          </tr>
        </tbody>
        <tfoot>
          ${shares.map(
            (share) =>
              html`<tr>
                  <th scope="row" colspan="3">${fill(t.invoice.net, { rate: share.rate })}</th>
                  <td class="co-num">${money(share.net)}</td>
                </tr>
                <tr>
                  <th scope="row" colspan="3">${fill(t.invoice.vat, { rate: share.rate })}</th>
                  <td class="co-num">${money(share.vat)}</td>
                </tr>`,
          )}
          <tr class="co-invoice__total">
            <th scope="row" colspan="3">${t.total}</th>
            <td class="co-num">${order.totals.totalFormatted}</td>
          </tr>
        </tfoot>
      </table>
      <p>${fill(t.invoice.paid, { method: facts.payment })}</p>
      ${order.paymentMethod === 'invoice' ? html`<p>${t.invoice.invoiceDue}</p>` : ''}
      <p class="co-muted">${addressLine(seat, language)} · ${SHOP_COMPANY.email}</p>
    </article>`,
  };
}
