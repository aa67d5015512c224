import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import type { ShippingAddress } from '@fanshop/core/account';
import type { PageProps } from '../../app/page-module';
import { unlistedHeadOf } from '../unlisted-head';
import { usePageContext, useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { FormNotice } from '../../components/form/FormNotice';
import { AccountLayout, AccountPlaceholder } from '../../account/AccountLayout';
import { AddressCard } from '../../account/AddressCard';
import { AddressForm } from '../../account/AddressForm';
import { addressFromQuery, EDIT_PARAM, editingOf } from '../../account/address-action';
import { ShopLink } from '../../components/ShopLink';
import { InlineConfirm } from '../../account/InlineConfirm';
import { loadAccount } from './load-account';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['account'] as const;

/** Which editor is open: none, a new address, or the stored address with this uuid. */
type Editing = null | 'new' | string;

export const actions = { address: addressFromQuery };

/**
 * The delivery addresses: add, edit, delete (after asking), and choose the default. Adding and editing
 * open an editor inline; before the page's script runs, they are links to the page with `?edit=…`, whose
 * editor the server shows, and which posts natively.
 */
export default observer(function DeliveryAddressPage({ match }: PageProps) {
  const { t } = useT();
  const accountStore = useService('account');
  const postedForms = useService('postedForms');
  // A native post of the editor: saved, it is closed with the notice; refused, it is open with the messages.
  const [sent] = useState(() => postedForms.take('address'));
  const [editing, setEditing] = useState<Editing>(() => (sent?.succeeded ? null : editingOf(match.query)));
  const [confirming, setConfirming] = useState<string | null>(null);
  const [saved, setSaved] = useState(sent?.succeeded ?? false);
  const context = usePageContext(services, match);
  const { account, addresses, addressFailure, pendingAddress } = accountStore;
  if (!account) return <AccountPlaceholder />;

  const open = (next: Editing) => {
    setSaved(false);
    setConfirming(null);
    accountStore.dismissAddressFailure();
    setEditing(next);
  };
  const editorHref = (next: 'new' | string) => `${match.path}?${EDIT_PARAM}=${encodeURIComponent(next)}`;
  const openBy = (next: Editing) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    open(next);
  };
  const posted = sent && !sent.succeeded ? sent : undefined;
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
          <ShopLink className="button" href={editorHref('new')} onClick={openBy('new')}>
            {t('account.address.add')}
          </ShopLink>
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

      {editing === 'new' || editedAddress ? (
        <AddressForm
          // A new editor for each address: its form starts from that address.
          key={editedAddress?.uuid ?? 'new'}
          {...(editedAddress ? { address: editedAddress } : {})}
          context={context}
          sent={posted}
          cancelHref={match.path}
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
                    <ShopLink
                      className="button button--link"
                      href={editorHref(address.uuid)}
                      onClick={openBy(address.uuid)}
                      aria-label={t('account.address.editLabel', {
                        street: `${address.street} ${address.streetNo}`,
                      })}
                    >
                      {t('account.address.edit')}
                    </ShopLink>
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
    <InlineConfirm id={questionId} question={t('account.address.deleteQuestion')}>
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
    </InlineConfirm>
  );
}

export const load = loadAccount;

export const head = unlistedHeadOf('account.address.title');
