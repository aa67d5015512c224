import { formatPrice } from '@fanshop/core/pricing';
import { type Language, shopLanguage } from '../catalogue/catalogue-api';
import { html, raw, type SafeHtml } from '../html/html';
import type { OrderView } from '../orders/order-service';
import type { Services } from '../services';
import { addressLine, SHOP_COMPANY } from '../shop-company';
import { checkoutTexts, type CheckoutTexts, fill } from './checkout-texts';
import { type OrderFacts, orderFacts, orderVat } from './order-facts';

/** A mail to send: subject, plain text, and the HTML part. */
export interface ComposedMail {
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** The widest a mail is laid out: what every mail client shows without scrolling sideways. */
export const MAIL_WIDTH = 600;

const RED = '#c8102e';
const INK = '#1a1a1a';
const MUTED = '#4a4a4a';
const LINE = '#e3e3e3';
const SANS = '"Source Sans 3",Arial,Helvetica,sans-serif';
const DISPLAY = '"Barlow Condensed","Arial Narrow",Arial,sans-serif';

/**
 * Mail clients drop style sheets and many ignore flex, grid and max-width on divs: the HTML part is laid
 * out with tables and styled inline, no wider than `MAIL_WIDTH`, in the shop's colours and type.
 */
const STYLE = {
  cell: `padding:10px 0;border-bottom:1px solid ${LINE};vertical-align:top;font-family:${SANS};font-size:15px;color:${INK}`,
  muted: `color:${MUTED};font-size:14px`,
  heading: `font-family:${DISPLAY};font-weight:700;color:${INK};margin:0`,
  amount: 'text-align:right;white-space:nowrap',
};

/** A table that only lays out. */
const layout = (attributes: string, body: SafeHtml | readonly SafeHtml[]) =>
  html`<table role="presentation" cellpadding="0" cellspacing="0" border="0" ${raw(attributes)}>
    ${body}
  </table>`;

/** The shop's mark drawn with table cells (images are often blocked): the red-white-red shield and the name. */
function logo(t: CheckoutTexts): SafeHtml {
  const band = (colour: string) =>
    html`<tr>
      <td
        height="11"
        bgcolor="${colour}"
        style="height:11px;line-height:11px;font-size:0;background:${colour}"
      >
        &nbsp;
      </td>
    </tr>`;
  return layout(
    '',
    html`<tr>
      <td width="30" style="width:30px;border:2px solid ${RED};border-radius:4px 4px 14px 14px">
        ${layout('width="30"', [band(RED), band('#ffffff'), band(RED)])}
      </td>
      <td
        style="padding-left:10px;font-family:${DISPLAY};font-size:22px;font-weight:700;letter-spacing:.02em;text-transform:uppercase;color:${INK}"
      >
        ${t.shopName}
      </td>
    </tr>`,
  );
}

/** A button that every client shows as one: a coloured cell with the link filling it. */
function button(label: string, href: string): SafeHtml {
  return layout(
    '',
    html`<tr>
      <td bgcolor="${RED}" style="border-radius:4px;background:${RED}">
        <a
          href="${href}"
          style="display:inline-block;padding:14px 28px;font-family:${SANS};font-size:16px;font-weight:700;color:#ffffff;text-decoration:none"
          >${label}</a
        >
      </td>
    </tr>`,
  );
}

/** What both parts of the confirmation say, worked out once. */
interface MailView {
  readonly s: Services;
  readonly order: OrderView;
  readonly t: CheckoutTexts;
  readonly language: Language;
  readonly facts: OrderFacts;
  /** The account's order page for a customer, the confirmation page for a guest. */
  readonly orderUrl: string;
  /** The storefront's address in the shopper's language. */
  readonly shopUrl: string;
  readonly guest: boolean;
  readonly name: string;
  /** Subtotal and delivery, each a label and an amount. */
  readonly totals: readonly (readonly [string, string])[];
  /** The VAT the total contains, per rate. */
  readonly vatRows: readonly (readonly [string, string])[];
}

/**
 * The order confirmation in the shopper's language: the shop's logo, the order number, the lines with
 * pictures and prints, the totals with the VAT they contain per rate, delivery and payment, a button to
 * the order (the account's order page for a customer, the confirmation page for a guest), and a footer
 * with the company, contact and the returns address. The plain-text part says the same.
 */
export function confirmationMail(
  s: Services,
  order: OrderView,
  options: { readonly language: Language; readonly guest: boolean; readonly name: string },
): ComposedMail {
  const { language, guest, name } = options;
  const t = checkoutTexts(language);
  const prefix = language === 'de' ? '/de' : '';
  const orderUrl = guest
    ? `${s.config.checkoutUrl.replace(/\/+$/, '')}${prefix}/checkout/done/${order.uuid}/`
    : `${s.config.storefrontUrl}${prefix}/my-account/order-details/${order.uuid}/`;
  const m: MailView = {
    ...{ s, order, t, language, guest, name, orderUrl },
    facts: orderFacts(order, t, language),
    shopUrl: `${s.config.storefrontUrl}${prefix}`,
    totals: [
      [t.subtotal, order.totals.subtotalFormatted],
      [t.delivery, order.totals.delivery === 0 ? t.free : order.totals.deliveryFormatted],
    ],
    vatRows: orderVat(order).map((share) => [
      fill(t.mail.vatIncluded, { rate: share.rate }),
      formatPrice(share.vat, shopLanguage(language)),
    ]),
  };
  return { subject: fill(t.mail.subject, { number: order.number }), text: plainText(m), html: htmlPart(m) };
}

/** The plain-text part: the same as the HTML, line by line. */
function plainText({ order, t, language, facts, orderUrl, guest, name, totals, vatRows }: MailView): string {
  const company = SHOP_COMPANY;
  return [
    fill(t.mail.hello, { name }),
    '',
    fill(t.mail.intro, { number: order.number }),
    '',
    ...order.lines.map(
      (line) =>
        `${fill(t.mail.line, { quantity: line.quantity, name: line.name, size: line.size })}` +
        `${line.personalisation ? `, ${fill(t.mail.printed, { print: line.personalisation.label })}` : ''}: ${line.linePriceFormatted}`,
    ),
    '',
    ...totals.map(([label, amount]) => `${label}: ${amount}`),
    `${t.total}: ${order.totals.totalFormatted}`,
    ...vatRows.map(([label, amount]) => `  ${label}: ${amount}`),
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
    `${t.mail.viewOrder}: ${orderUrl}`,
    ...(guest ? [t.mail.guestNote] : []),
    '',
    t.mail.bye,
    '',
    '--',
    fill(t.mail.contact, { email: company.email }),
    `${t.mail.returns}: ${addressLine(company.returns, language)}`,
    addressLine(company.seat, language),
    fill(t.mail.registered, { register: company.register.number, vatId: company.vatId }),
    t.mail.why,
  ].join('\n');
}

/** A fact of the order: its label in a muted column beside its value. */
function fact(label: string, value: SafeHtml | string): SafeHtml {
  return html`<tr>
    <td style="${STYLE.cell};${STYLE.muted};width:40%">${label}</td>
    <td style="${STYLE.cell}">${value}</td>
  </tr>`;
}

/** A row of the totals: the total stands out, the others are muted. */
function amountRow(label: string, amount: string, kind: 'plain' | 'total' | 'vat'): SafeHtml {
  const total = kind === 'total';
  const style =
    `padding:${total ? '10px 0 2px' : '4px 0'};font-family:${total ? DISPLAY : SANS};` +
    `font-size:${total ? '20px' : '14px'};font-weight:${total ? 700 : 400};color:${total ? INK : MUTED}` +
    (total ? `;border-top:2px solid ${INK}` : '');
  return html`<tr>
    <td style="${style};text-align:right">${label}</td>
    <td width="110" style="width:110px;${style};${STYLE.amount}">${amount}</td>
  </tr>`;
}

/** The storefront footer's stripe: three thin bands, red, white, red. */
function stripe(): SafeHtml {
  return layout(
    'width="100%"',
    [RED, '#ffffff', RED].map(
      (colour) =>
        html`<tr>
          <td
            height="2"
            bgcolor="${colour}"
            style="height:2px;line-height:2px;font-size:0;background:${colour}"
          >
            &nbsp;
          </td>
        </tr>`,
    ),
  );
}

/** The logo, the red band under it, the thanks and the greeting, and the button to the order. */
function mailHead({ order, t, orderUrl, name }: MailView): SafeHtml {
  const hello = fill(t.mail.hello, { name });
  const intro = fill(t.mail.intro, { number: order.number });
  return html`<tr>
      <td style="padding:24px 24px 16px">${logo(t)}</td>
    </tr>
    <tr>
      <td style="padding:0">
        ${layout(
          'width="100%"',
          html`<tr>
            <td height="6" bgcolor="${RED}" style="height:6px;line-height:6px;font-size:0;background:${RED}">
              &nbsp;
            </td>
          </tr>`,
        )}
      </td>
    </tr>
    <tr>
      <td style="padding:24px 24px 8px;font-family:${SANS};font-size:16px;line-height:1.5;color:${INK}">
        <h1 style="${STYLE.heading};font-size:30px;line-height:1.1">${t.thanks}</h1>
        <p style="margin:12px 0 0">${hello}<br />${intro}</p>
      </td>
    </tr>
    <tr>
      <td style="padding:16px 24px 8px">${button(t.mail.viewOrder, orderUrl)}</td>
    </tr>`;
}

/** An ordered line: its picture, name, brand, size and quantity, its print, and its price. */
function lineRow({ s, t }: MailView, line: OrderView['lines'][number]): SafeHtml {
  const size = fill(t.size, { size: line.size });
  const quantity = fill(t.quantity, { count: line.quantity });
  const print = line.personalisation;
  const printed = print ? fill(t.printed, { print: print.label, price: print.priceFormatted }) : '';
  return html`<tr>
    <td width="76" style="${STYLE.cell};width:76px">
      <img
        src="${s.config.apiUrl}${line.image}"
        alt="${line.name}"
        width="64"
        height="64"
        style="display:block;width:64px;height:64px;border:0;border-radius:4px;background:#f5f5f4"
      />
    </td>
    <td style="${STYLE.cell}">
      <strong>${line.name}</strong><br /><span style="${STYLE.muted}"
        >${line.brand} · ${size} · ${quantity}</span
      >${
        print
          ? html`<br /><strong style="color:${RED}">${printed}</strong><br /><span style="${STYLE.muted}"
                >${t.madeForYou}</span
              >`
          : ''
      }
    </td>
    <td width="90" style="${STYLE.cell};width:90px;${STYLE.amount};font-weight:700">
      ${line.linePriceFormatted}
    </td>
  </tr>`;
}

/** The order's number and facts (date, delivery, address, estimate, payment), and the farewell. */
function orderSection({ order, t, facts, guest }: MailView): SafeHtml {
  const address = html`${facts.addressLines.map((line, i) => html`${i > 0 ? html`<br />` : ''}${line}`)}`;
  return html`<h2 style="${STYLE.heading};font-size:22px;margin-bottom:4px">
      ${t.orderNumber} ${order.number}
    </h2>
    ${layout('width="100%"', [
      fact(t.orderedOn, facts.orderedOn),
      fact(t.deliveryMethod, facts.method),
      fact(facts.addressTitle, address),
      fact(facts.estimateTitle, facts.estimate),
      fact(t.paymentMethod, facts.payment),
    ])}
    ${facts.note ? html`<p style="margin:12px 0 0;font-family:${SANS};${STYLE.muted}">${facts.note}</p>` : ''}
    ${guest ? html`<p style="margin:12px 0 0;font-family:${SANS};font-size:15px;color:${INK}">${t.mail.guestNote}</p>` : ''}
    <p style="margin:16px 0 0;font-family:${SANS};font-size:15px;color:${INK}">${t.mail.bye}</p>`;
}

/** The footer: contact, returns address, the company and its register, the legal pages, and why this mail. */
function mailFooter({ t, language, shopUrl }: MailView): SafeHtml {
  const company = SHOP_COMPANY;
  const contact = fill(t.mail.contact, { email: company.email });
  const registered = fill(t.mail.registered, { register: company.register.number, vatId: company.vatId });
  return html`<tr>
      <td bgcolor="${INK}" style="background:${INK};padding:0">${stripe()}</td>
    </tr>
    <tr>
      <td
        bgcolor="${INK}"
        style="background:${INK};padding:20px 24px;font-family:${SANS};font-size:13px;line-height:1.5;color:#d9d9d9"
      >
        <p style="margin:0 0 8px;color:#ffffff">${contact}</p>
        <p style="margin:0 0 8px">
          <strong style="color:#ffffff">${t.mail.returns}:</strong> ${addressLine(company.returns, language)}
        </p>
        <p style="margin:0 0 8px">${addressLine(company.seat, language)}<br />${registered}</p>
        <p style="margin:0 0 8px">
          <a href="${shopUrl}${t.pages.imprint}" style="color:#ffffff">${t.imprint}</a>
          ·
          <a href="${shopUrl}${t.pages.terms}" style="color:#ffffff">${t.terms}</a> ·
          <a href="${shopUrl}${t.pages.privacy}" style="color:#ffffff">${t.privacy}</a>
        </p>
        <p style="margin:0;color:#a6a6a6">${t.mail.why}</p>
      </td>
    </tr>`;
}

/** The HTML part: tables and inline styles, as mail programs read them. */
function htmlPart(m: MailView): string {
  const { order, t, totals, vatRows } = m;
  const content = html`${mailHead(m)}
    <tr>
      <td style="padding:8px 24px">
        ${layout(
          'width="100%"',
          order.lines.map((line) => lineRow(m, line)),
        )}
      </td>
    </tr>
    <tr>
      <td style="padding:8px 24px 16px">
        ${layout('width="100%"', [
          ...totals.map(([label, amount]) => amountRow(label, amount, 'plain')),
          amountRow(t.total, order.totals.totalFormatted, 'total'),
          ...vatRows.map(([label, amount]) => amountRow(label, amount, 'vat')),
        ])}
      </td>
    </tr>
    <tr>
      <td style="padding:8px 24px 16px">${orderSection(m)}</td>
    </tr>
    ${mailFooter(m)}`;

  return layout(
    'width="100%" bgcolor="#f5f5f4" style="background:#f5f5f4"',
    html`<tr>
      <td align="center" style="padding:24px 8px">
        ${layout(`width="${MAIL_WIDTH}" bgcolor="#ffffff" style="width:100%;max-width:${MAIL_WIDTH}px;background:#ffffff;border-collapse:collapse"`, content)}
      </td>
    </tr>`,
  ).toString();
}
