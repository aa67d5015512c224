import { deliveryWindow, vatByRate, type VatShare } from '@fanshop/core/pricing';
import { formatLongDate, formatShortDay } from '@fanshop/core/shared';
import { type Language, shopLanguage } from '../catalogue/catalogue-api';
import type { OrderView } from '../orders/order-service';
import { type CheckoutTexts, fill } from './checkout-texts';
import { storeAt } from './stores';

/** What the confirmation page and mail say about an order besides its lines and totals, in words. */
export interface OrderFacts {
  readonly orderedOn: string;
  /** Home delivery or click & collect. */
  readonly method: string;
  /** "Delivery address" or "Collect at", and the lines under it. */
  readonly addressTitle: string;
  readonly addressLines: readonly string[];
  /** "Expected delivery" or "Ready to collect", and the days (core's estimate from the order's day). */
  readonly estimateTitle: string;
  readonly estimate: string;
  readonly payment: string;
  /** What to bring to the store, for click & collect. */
  readonly note: string | undefined;
}

/** The VAT an order's total contains, per rate (core's `vatByRate`): its lines and its delivery. */
export function orderVat(order: OrderView): readonly VatShare[] {
  return vatByRate([...order.lines.map((l) => ({ gross: l.linePrice })), { gross: order.totals.delivery }]);
}

/** An order's facts in the shopper's language. */
export function orderFacts(order: OrderView, t: CheckoutTexts, language: Language): OrderFacts {
  const lang = shopLanguage(language);
  const placedAt = Date.parse(order.createdAt);
  const { from, to } = deliveryWindow(placedAt);
  const days = `${formatShortDay(from, lang)} – ${formatShortDay(to, lang)}`;
  const a = order.shippingAddress;
  const name = `${a.firstname} ${a.lastname}`;
  if (a.deliveryType === 'click_and_collect') {
    const store = storeAt(a);
    return {
      orderedOn: formatLongDate(placedAt, lang),
      method: t.clickCollect,
      addressTitle: t.collectAt,
      addressLines: [store?.name ?? a.city, `${a.street} ${a.streetNo}`, `${a.postal} ${a.city}`],
      estimateTitle: t.readyToCollect,
      estimate: days,
      payment: t.payments[order.paymentMethod],
      note: fill(t.collectWho, { name }),
    };
  }
  return {
    orderedOn: formatLongDate(placedAt, lang),
    method: t.home,
    addressTitle: t.deliveryTo,
    addressLines: [
      name,
      `${a.street} ${a.streetNo}`,
      `${a.postal} ${a.city}`,
      t.countryName,
      ...(a.phone ? [a.phone] : []),
    ],
    estimateTitle: t.expectedDelivery,
    estimate: days,
    payment: t.payments[order.paymentMethod],
    note: undefined,
  };
}
