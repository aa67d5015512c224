import type { PaymentMethod } from '@fanshop/core/account';
import { raw, type SafeHtml } from '../../html/html';

/**
 * The ways to pay drawn as small marks (48 × 32), in the manner of the shop's other art: flat shapes,
 * the brands' colours where a brand is meant, no text. Decorative: the choice's title names the way.
 */
const MARKS: Readonly<Record<PaymentMethod, string>> = {
  // A card: a dark blue card with its chip and the number's dots.
  card: `<rect x="2" y="3" width="44" height="26" rx="4" fill="#1a2b6b"/>
    <rect x="2" y="9" width="44" height="5" fill="#0f1b4a"/>
    <rect x="7" y="17" width="8" height="6" rx="1.5" fill="#e8c66a"/>
    <path d="M11 17v6M7 20h8" stroke="#b8953e" stroke-width=".8"/>
    <g fill="#fff" opacity=".85"><circle cx="21" cy="23" r="1"/><circle cx="24" cy="23" r="1"/><circle cx="27" cy="23" r="1"/><circle cx="32" cy="23" r="1"/><circle cx="35" cy="23" r="1"/><circle cx="38" cy="23" r="1"/></g>`,
  // PayPal: its two overlapping italic Ps in the brand's blues.
  paypal: `<rect x="1" y="1" width="46" height="30" rx="5" fill="#fff" stroke="#d9dee8"/>
    <path d="M19.5 7h7.2c3.9 0 5.9 2.2 5.2 5.6-.8 4-3.7 5.7-7.5 5.7h-2.2l-1.2 6.7h-4.6z" fill="#009cde"/>
    <path d="M16.3 5h7.4c3.9 0 5.6 2.1 5 5.4-.8 4.1-3.8 5.9-7.7 5.9h-2.3L17.5 23H13z" fill="#003087"/>
    <path d="M19.4 10h2.1c1.3 0 1.9.7 1.6 1.9-.3 1.3-1.2 1.9-2.5 1.9h-1.9z" fill="#fff"/>`,
  // eps: a rounded square in eps's magenta with a drawn lower-case e.
  eps: `<rect x="1" y="1" width="46" height="30" rx="5" fill="#fff" stroke="#d9dee8"/>
    <rect x="13" y="5" width="22" height="22" rx="6" fill="#c8036f"/>
    <path d="M30 17.5H19.6c.5 2.3 2.3 3.6 4.7 3.6 1.5 0 2.8-.5 3.9-1.4l1.4 1.9c-1.5 1.4-3.4 2.1-5.4 2.1-4.3 0-7.3-2.9-7.3-7s3-7 7-7 6.5 2.9 6.1 7.8zm-10.4-2.2h7.6c-.3-2.1-1.7-3.4-3.7-3.4s-3.5 1.3-3.9 3.4z" fill="#fff"/>`,
  // Invoice: a sheet with its lines and a total.
  invoice: `<rect x="1" y="1" width="46" height="30" rx="5" fill="#f5f5f4" stroke="#d9dee8"/>
    <path d="M16 5h12l5 5v17H16z" fill="#fff" stroke="#4a4a4a" stroke-width="1.2" stroke-linejoin="round"/>
    <path d="M28 5v5h5" fill="none" stroke="#4a4a4a" stroke-width="1.2" stroke-linejoin="round"/>
    <path d="M19 13h8M19 16h11M19 19h11" stroke="#9a9a9a" stroke-width="1.2" stroke-linecap="round"/>
    <path d="M24 23h6" stroke="#c8103e" stroke-width="1.8" stroke-linecap="round"/>`,
  // On collection: the fan shop's storefront with its red-white-red awning.
  collect: `<rect x="1" y="1" width="46" height="30" rx="5" fill="#f5f5f4" stroke="#d9dee8"/>
    <rect x="13" y="13" width="22" height="14" fill="#fff" stroke="#4a4a4a" stroke-width="1.2"/>
    <path d="M11 8h26l-1.5 5h-23z" fill="#c8102e"/>
    <path d="M19.7 8l-.9 5M28.3 8l.9 5" stroke="#fff" stroke-width="2.6"/>
    <rect x="21" y="18" width="6" height="9" fill="#4a4a4a"/>`,
};

/** The mark of a way to pay, as inline SVG. */
export function paymentMark(method: PaymentMethod): SafeHtml {
  return raw(
    `<svg class="co-mark" viewBox="0 0 48 32" width="48" height="32" aria-hidden="true" focusable="false">${MARKS[method]}</svg>`,
  );
}
