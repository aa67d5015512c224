import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { ShippingAddress } from '@fanshop/core/account';
import type { LoadContext, PageHead, PageProps } from '../../app/page-module';
import { useServices } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { FormNotice } from '../../components/form/FormNotice';
import { AccountLayout, AccountPlaceholder } from '../../account/AccountLayout';
import { AddressCard } from '../../account/AddressCard';
import { AddressForm } from '../../account/AddressForm';

/** Which editor is open: none, a new address, or the stored address with this uuid. */
type Editing = null | 'new' | string;

/** The delivery addresses: add, edit, delete (after asking), and choose the default. */
export default observer(function DeliveryAddressPage(_props: PageProps) {
  const { t } = useT();
  const { account: accountStore } = useServices();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const { account, addresses, addressFailure, pendingAddress } = accountStore;
  if (!account) return <AccountPlaceholder />;

  const open = (next: Editing) => {
    setSaved(false);
    setConfirming(null);
    accountStore.dismissAddressFailure();
    setEditing(next);
  };
  const done = () => {
    setEditing(null);
    setSaved(true);
  };
  const editedAddress = editing && editing !== 'new' ? addresses.find((a) => a.uuid === editing) : undefined;

  return (
    <AccountLayout
      active="deliveryAddress"
      titleId="addresses-title"
      title={t('account.address.title')}
      actions={
        editing === null ? (
          <button type="button" className="button" onClick={() => open('new')}>
            {t('account.address.add')}
          </button>
        ) : null
      }
    >
      <div className="account__notices">
        {saved ? (
          <FormNotice
            kind="success"
            message={{ key: 'account.address.saved' }}
            onDismiss={() => setSaved(false)}
          />
        ) : null}
        {addressFailure ? (
          <FormNotice
            kind="error"
            message={{
              key:
                addressFailure.action === 'delete'
                  ? 'account.address.deleteFailed'
                  : 'account.address.defaultFailed',
            }}
            onRetry={() => void accountStore.retryAddressChange()}
            onDismiss={() => accountStore.dismissAddressFailure()}
          />
        ) : null}
      </div>

      {editing === 'new' ? <AddressForm onDone={done} onCancel={() => setEditing(null)} /> : null}
      {editedAddress ? (
        <AddressForm
          key={editedAddress.uuid}
          address={editedAddress}
          onDone={done}
          onCancel={() => setEditing(null)}
        />
      ) : null}

      {addresses.length === 0 && editing === null ? (
        <div className="account-empty">
          <p>{t('account.address.empty')}</p>
        </div>
      ) : (
        <ul className="address-list">
          {addresses.map((address) => (
            <li key={address.uuid}>
              <AddressCard
                address={address}
                isDefault={address.isDefault}
                busy={pendingAddress === address.uuid}
              >
                {confirming === address.uuid ? (
                  <DeleteConfirmation
                    address={address}
                    onConfirm={() => {
                      setConfirming(null);
                      setSaved(false);
                      void accountStore.deleteAddress(address.uuid);
                    }}
                    onCancel={() => setConfirming(null)}
                  />
                ) : (
                  <div className="address-card__actions">
                    <button
                      type="button"
                      className="button button--link"
                      onClick={() => open(address.uuid)}
                      aria-label={t('account.address.editLabel', {
                        street: `${address.street} ${address.streetNo}`,
                      })}
                    >
                      {t('account.address.edit')}
                    </button>
                    {address.isDefault ? null : (
                      <button
                        type="button"
                        className="button button--link"
                        disabled={pendingAddress !== null}
                        onClick={() => {
                          setSaved(false);
                          void accountStore.setDefaultAddress(address);
                        }}
                        aria-label={t('account.address.makeDefaultLabel', {
                          street: `${address.street} ${address.streetNo}`,
                        })}
                      >
                        {t('account.address.setDefault')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button--link button--danger-link"
                      disabled={pendingAddress !== null}
                      onClick={() => setConfirming(address.uuid)}
                      aria-label={t('account.address.deleteLabel', {
                        street: `${address.street} ${address.streetNo}`,
                      })}
                    >
                      {t('account.address.delete')}
                    </button>
                  </div>
                )}
              </AddressCard>
            </li>
          ))}
        </ul>
      )}
    </AccountLayout>
  );
});

/** Asks before deleting; focus moves to the question's first button. */
function DeleteConfirmation({
  address,
  onConfirm,
  onCancel,
}: {
  address: ShippingAddress;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => confirmRef.current?.focus(), []);
  const questionId = `delete-question-${address.uuid}`;
  return (
    <div className="confirm-inline" role="group" aria-labelledby={questionId}>
      <p id={questionId} className="confirm-inline__question">
        {t('account.address.deleteQuestion')}
      </p>
      <div className="confirm-inline__actions">
        <button
          ref={confirmRef}
          type="button"
          className="button button--danger button--small"
          onClick={onConfirm}
        >
          {t('account.address.deleteConfirm')}
        </button>
        <button type="button" className="button button--secondary button--small" onClick={onCancel}>
          {t('forms.cancel')}
        </button>
      </div>
    </div>
  );
}

/** The account, fresh; a guest goes to the login, a failure goes home. */
export async function load({ services, match }: LoadContext): Promise<void> {
  const account = services.account;
  if (!account.requireCustomer(match.path)) return;
  await account.load();
}

export function head(_context: LoadContext, t: (key: string) => string): PageHead {
  return { title: `${t('account.address.title')} | ${t('common.shopName')}`, noindex: true };
}
