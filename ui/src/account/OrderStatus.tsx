import { useT } from '../i18n/i18n-context';

const KNOWN = ['received', 'placed', 'processing', 'shipped', 'delivered', 'cancelled', 'returned'];

/** An order's status as a badge, in the shopper's words; an unknown status is shown as sent. */
export function OrderStatus({ status }: { status: string }) {
  const { t } = useT();
  const key = status.trim().toLowerCase();
  const known = KNOWN.includes(key);
  return (
    <span className={`order-status order-status--${known ? key : 'other'}`}>
      {known ? t(`account.orderStatus.${key}`) : status}
    </span>
  );
}
