import type { OrderAddress } from '@fanshop/core/account';
import { formatLongDate, type Language } from '@fanshop/core/shared';

/** The date an order was placed, in the page's language (e.g. June 2, 2026, 2. Juni 2026). */
export function formatOrderDate(iso: string, language: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatLongDate(date.getTime(), language);
}

/** Address lines for display: name, street with number, postal code with city. */
export function addressLines(
  address: Pick<OrderAddress, 'firstname' | 'lastname' | 'street' | 'streetNo' | 'postal' | 'city'>,
): string[] {
  return [
    `${address.firstname} ${address.lastname}`.trim(),
    `${address.street} ${address.streetNo}`.trim(),
    `${address.postal} ${address.city}`.trim(),
  ].filter((line) => line !== '');
}
