import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context';

/** A header popup's heading, with how many items it holds beside it once there are any. */
export function PopupHead({
  title,
  count = 0,
  countLabel,
}: {
  title: string;
  /** Left out by a popup that counts nothing (the account's). */
  count?: number;
  countLabel?: string;
}) {
  return (
    <div className="header-popup__head">
      <h2 className="header-popup__title">{title}</h2>
      {count > 0 ? <span className="header-popup__count">{countLabel}</span> : null}
    </div>
  );
}

/**
 * A header popup that counts what the shopper has put in it (the wishlist's, the cart's): its heading
 * from the area's `title` and `itemCount` texts, then its body.
 */
export function CountedPopup({
  of,
  count,
  children,
}: {
  of: 'wishlist' | 'cart';
  count: number;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <div className={`${of}-popup`}>
      <PopupHead title={t(`${of}.title`)} count={count} countLabel={t(`${of}.itemCount`, { count })} />
      {children}
    </div>
  );
}
