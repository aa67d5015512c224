import type { Language } from '../catalogue/catalogue-api';
import { html, type SafeHtml } from '../html/html';
import type { OrderView } from '../orders/order-service';
import type { Services } from '../services';
import { checkoutTexts } from './checkout-texts';
import { orderFacts } from './order-facts';

/** A mail to send: subject, plain text, and the HTML part. */
export interface ComposedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** Mail clients drop style sheets, so the HTML part is styled inline, in the shop's colours and type. */
const STYLE = {
  body: 'font-family:"Source Sans 3",Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;max-width:600px',
  stripe: 'height:6px;background:linear-gradient(180deg,#c8102e 0 33.3%,#fff 33.3% 66.6%,#c8102e 66.6% 100%)',
  heading: 'font-family:"Barlow Condensed","Arial Narrow",Arial,sans-serif;font-weight:700;margin:16px 0 8px',
  table: 'width:100%;border-collapse:collapse',
  cell: 'padding:8px 0;border-bottom:1px solid #e3e3e3;vertical-align:top',
  image: 'display:block;width:64px;height:64px;background:#f5f5f4;border-radius:4px',
  muted: 'color:#4a4a4a;font-size:14px',
  amount: 'text-align:right;white-space:nowrap',
  total: 'text-align:right;font-weight:700;font-size:18px;padding-top:8px',
  link: 'color:#c8102e;font-weight:600',
};

/**
 * The order confirmation in the shopper's language: the order number, its lines, the totals, the
 * address or store, the delivery estimate and the payment, the same content the confirmation page
 * shows; a customer's mail links to the order in the account. Plain text and an HTML part with the
 * pictures.
 */
export function confirmationMail(
  s: Services,
  order: OrderView,
  options: { readonly language: Language; readonly guest: boolean; readonly name: string },
): ComposedMail {
  const t = checkoutTexts(options.language);
  const facts = orderFacts(order, t, options.language);
  const detailsUrl = `${s.config.storefrontUrl}${options.language === 'de' ? '/de' : ''}/my-account/order-details/${order.uuid}/`;
  const totals: [string, string][] = [
    [t.subtotal, order.totals.subtotalFormatted],
    [t.delivery, order.totals.delivery === 0 ? t.free : order.totals.deliveryFormatted],
    [t.total, order.totals.totalFormatted],
  ];

  const text = [
    t.mail.hello(options.name),
    '',
    t.mail.intro(order.number),
    '',
    ...order.lines.map(
      (line) =>
        `${t.mail.line(line.quantity, line.name, line.size)}` +
        `${line.personalisation ? `, ${t.mail.printed(line.personalisation.label)}` : ''}: ${line.linePriceFormatted}`,
    ),
    '',
    ...totals.map(([label, amount]) => `${label}: ${amount}`),
    '',
    `${t.orderNumber}: ${order.number}`,
    `${t.orderedOn}: ${facts.orderedOn}`,
    `${t.deliveryMethod}: ${facts.method}`,
    `${facts.addressTitle}:`,
    ...facts.addressLines.map((line) => `  ${line}`),
    `${facts.estimateTitle}: ${facts.estimate}`,
    ...(facts.note ? [facts.note] : []),
    `${t.paymentMethod}: ${facts.payment}`,
    '',
    ...(options.guest ? [t.mail.guestNote] : [t.mail.online, detailsUrl]),
    '',
    t.mail.bye,
  ].join('\n');

  const row = (label: string, value: SafeHtml | string) =>
    html`<tr>
      <td style="${STYLE.cell};${STYLE.muted};width:180px">${label}</td>
      <td style="${STYLE.cell}">${value}</td>
    </tr>`;
  const part = html`<div style="${STYLE.body}">
    <div style="${STYLE.stripe}"></div>
    <h1 style="${STYLE.heading};font-size:28px">${t.thanks}</h1>
    <p>${t.mail.hello(options.name)}<br />${t.mail.intro(order.number)}</p>
    <table style="${STYLE.table}" role="presentation">
      ${order.lines.map(
        (line) =>
          html`<tr>
            <td style="${STYLE.cell};width:76px">
              <img
                src="${s.config.apiUrl}${line.image}"
                alt=""
                width="64"
                height="64"
                style="${STYLE.image}"
              />
            </td>
            <td style="${STYLE.cell}">
              <strong>${line.name}</strong><br /><span style="${STYLE.muted}"
                >${line.brand} · ${t.size(line.size)} · ${t.quantity(line.quantity)}</span
              >${
                line.personalisation
                  ? html`<br /><strong
                        >${t.printed(line.personalisation.label, line.personalisation.priceFormatted)}</strong
                      ><br /><span style="${STYLE.muted}">${t.madeForYou}</span>`
                  : ''
              }
            </td>
            <td style="${STYLE.cell};${STYLE.amount}">${line.linePriceFormatted}</td>
          </tr>`,
      )}
      ${totals.map(
        ([label, amount], i) =>
          html`<tr>
            <td></td>
            <td style="${i === 2 ? STYLE.total : `${STYLE.muted};text-align:right`}">${label}</td>
            <td style="${i === 2 ? STYLE.total : STYLE.amount}">${amount}</td>
          </tr>`,
      )}
    </table>
    <h2 style="${STYLE.heading};font-size:22px">${t.orderNumber} ${order.number}</h2>
    <table style="${STYLE.table}" role="presentation">
      ${row(t.orderedOn, facts.orderedOn)} ${row(t.deliveryMethod, facts.method)}
      ${row(
        facts.addressTitle,
        html`${facts.addressLines.map((line, i) => html`${i > 0 ? html`<br />` : ''}${line}`)}`,
      )}
      ${row(facts.estimateTitle, facts.estimate)} ${row(t.paymentMethod, facts.payment)}
    </table>
    ${facts.note ? html`<p style="${STYLE.muted}">${facts.note}</p>` : ''}
    ${
      options.guest
        ? html`<p>${t.mail.guestNote}</p>`
        : html`<p>${t.mail.online}<br /><a href="${detailsUrl}" style="${STYLE.link}">${detailsUrl}</a></p>`
    }
    <p>${t.mail.bye}</p>
  </div>`;

  return { subject: t.mail.subject(order.number), text, html: part.value };
}
