import type { ReactNode } from 'react';
import type { OrderAddress } from '@fanshop/core/account';
import { useT } from '../i18n/i18n-context';
import { addressLines } from './account-format';
import { countryLabel } from './countries';

/** An address as a postal block with its delivery type. */
export function AddressBlock({ address }: { address: OrderAddress }) {
  const { t } = useT();
  return (
    <address className="address-block">
      {addressLines(address).map((line) => (
        <span key={line}>{line}</span>
      ))}
      <span>{countryLabel(t, address.countryId)}</span>
      <span className={`delivery-type delivery-type--${address.deliveryType}`}>
        {t(
          address.deliveryType === 'click_and_collect'
            ? 'account.address.clickAndCollect'
            : 'account.address.home',
        )}
      </span>
    </address>
  );
}

/** A card around an address, with a badge and actions. */
export function AddressCard({
  address,
  isDefault,
  children,
  busy,
}: {
  address: OrderAddress;
  isDefault: boolean;
  children?: ReactNode;
  busy?: boolean;
}) {
  const { t } = useT();
  return (
    <div className={`address-card${isDefault ? ' address-card--default' : ''}`} aria-busy={busy || undefined}>
      {isDefault ? <span className="badge">{t('account.address.default')}</span> : null}
      <AddressBlock address={address} />
      {children}
    </div>
  );
}
