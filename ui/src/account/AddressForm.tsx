import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { ADDRESS_TEXT_LIMITS, type ShippingAddress } from '@fanshop/core/account';
import { useServices } from '../di/services-context';
import { useT } from '../i18n/i18n-context';
import { Form } from '../components/form/Form';
import { FormModel } from '../components/form/form-model';
import { TextField } from '../components/form/TextField';
import { NameFields } from '../components/form/PersonFields';
import { SelectField } from '../components/form/SelectField';
import { RadioGroupField } from '../components/form/RadioGroupField';
import { CheckboxField } from '../components/form/CheckboxField';
import { SubmitButton } from '../components/form/SubmitButton';
import {
  ADDRESS_FIELDS,
  addressFormOf,
  addressInputOf,
  validateAddress,
  type AddressFormValues,
} from './address-form';
import { COUNTRY_IDS, countryLabel } from './countries';

/**
 * Adds or edits a delivery address, inline on the page. Focus moves to its heading when it opens;
 * saving refetches the account and closes it, cancelling closes it without a call.
 */
export const AddressForm = observer(function AddressForm({
  address,
  onDone,
  onCancel,
}: {
  /** The address to edit; none for a new one. */
  address?: ShippingAddress;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const { account: accountStore } = useServices();
  const account = accountStore.account;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [form] = useState(
    () =>
      new FormModel<AddressFormValues>(
        addressFormOf(address, {
          firstname: account?.firstName ?? '',
          lastname: account?.lastName ?? '',
          first: accountStore.addresses.length === 0,
        }),
        validateAddress,
      ),
  );

  useEffect(() => headingRef.current?.focus(), []);

  const submit = async () => {
    const ok = await form.submit(
      (values) => accountStore.saveAddress(addressInputOf(values, address?.uuid)),
      {
        fields: ADDRESS_FIELDS,
      },
    );
    if (ok) onDone();
    return ok;
  };

  const titleId = address ? `address-edit-${address.uuid}` : 'address-new';
  return (
    <section className="address-editor" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {t(address ? 'account.address.editTitle' : 'account.address.newTitle')}
      </h2>
      <Form form={form} onSubmit={submit} labelledBy={titleId}>
        <RadioGroupField
          form={form}
          name="deliveryType"
          legend={t('account.address.deliveryType')}
          options={[
            { value: 'home', label: t('account.address.home'), hint: t('account.address.homeHint') },
            {
              value: 'click_and_collect',
              label: t('account.address.clickAndCollect'),
              hint: t('account.address.clickAndCollectHint'),
            },
          ]}
        />
        <NameFields form={form} first="firstname" last="lastname" />
        <div className="form__row form__row--street">
          <TextField
            form={form}
            name="street"
            label={t('account.fields.street')}
            autoComplete="address-line1"
            required
            maxLength={ADDRESS_TEXT_LIMITS.street}
          />
          <TextField
            form={form}
            name="streetNo"
            label={t('account.fields.streetNo')}
            autoComplete="address-line2"
            required
            maxLength={ADDRESS_TEXT_LIMITS.streetNo}
          />
        </div>
        <div className="form__row form__row--city">
          <TextField
            form={form}
            name="postal"
            label={t('account.fields.postal')}
            autoComplete="postal-code"
            inputMode="numeric"
            required
            maxLength={ADDRESS_TEXT_LIMITS.postal}
          />
          <TextField
            form={form}
            name="city"
            label={t('account.fields.city')}
            autoComplete="address-level2"
            required
            maxLength={ADDRESS_TEXT_LIMITS.city}
          />
        </div>
        <SelectField
          form={form}
          name="countryId"
          label={t('account.fields.country')}
          autoComplete="off"
          options={countryOptions(address?.countryId).map((id) => ({
            value: String(id),
            label: countryLabel(t, id),
          }))}
          required
        />
        <CheckboxField form={form} name="isDefault" label={t('account.address.makeDefault')} />
        <div className="form__actions">
          <SubmitButton busy={form.busy} busyLabel={t('forms.saving')}>
            {t('account.address.save')}
          </SubmitButton>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            {t('forms.cancel')}
          </button>
        </div>
      </Form>
    </section>
  );
});

/** The countries to choose from, with a stored address's own country kept even when it is not listed. */
function countryOptions(current: number | undefined): readonly number[] {
  const listed: readonly number[] = COUNTRY_IDS;
  return current === undefined || listed.includes(current) ? listed : [...listed, current];
}
