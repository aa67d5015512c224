import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { ADDRESS_TEXT_LIMITS, type ShippingAddress } from '@fanshop/core/account';
import type { LoadContext } from '../app/page-module';
import { useT } from '../i18n/i18n-context';
import { ShopLink } from '../components/ShopLink';
import { Form } from '../components/form/Form';
import type { FormModel, FormSnapshot } from '../components/form/form-model';
import { TextField } from '../components/form/TextField';
import { NameFields } from '../components/form/PersonFields';
import { SelectField } from '../components/form/SelectField';
import { RadioGroupField } from '../components/form/RadioGroupField';
import { CheckboxField } from '../components/form/CheckboxField';
import { SubmitButton } from '../components/form/SubmitButton';
import { addressAction } from './address-action';
import type { AddressFormValues } from './address-form';
import { COUNTRY_IDS, countryLabel } from './countries';

/**
 * Adds or edits a delivery address, inline on the page. Focus moves to its heading when it opens;
 * saving refetches the account and closes it, cancelling closes it without a call. Without the page's
 * script, the form posts natively to the page's `?edit=…` address and Cancel is a link back.
 */
export const AddressForm = observer(function AddressForm({
  address,
  context,
  sent,
  cancelHref,
  onDone,
  onCancel,
}: {
  /** The address to edit; none for a new one. */
  address?: ShippingAddress;
  context: LoadContext<'account'>;
  /** What the server kept of a native post of this form, if it was one. */
  sent?: FormSnapshot | undefined;
  /** The page without its editor, for Cancel before the script runs. */
  cancelHref: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [action] = useState(() => addressAction(address?.uuid));
  const [form] = useState(() => {
    const made = action.create(context);
    if (sent) made.restore(sent);
    return made;
  });

  // Opened by the shopper, the editor takes the focus; shown by the server after a post, it stays put.
  useEffect(() => {
    if (!sent) headingRef.current?.focus();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = async () => {
    const ok = await action.submit(form, context);
    if (ok) onDone();
    return ok;
  };
  const cancel = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onCancel();
  };

  const titleId = address ? `address-edit-${address.uuid}` : 'address-new';
  return (
    <section className="address-editor" aria-labelledby={titleId}>
      <h2 id={titleId} ref={headingRef} tabIndex={-1}>
        {t(address ? 'account.address.editTitle' : 'account.address.newTitle')}
      </h2>
      <Form name="address" form={form} onSubmit={submit} labelledBy={titleId}>
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
          <AddressLineField form={form} name="street" autoComplete="address-line1" />
          <AddressLineField form={form} name="streetNo" autoComplete="address-line2" />
        </div>
        <div className="form__row form__row--city">
          <AddressLineField form={form} name="postal" autoComplete="postal-code" inputMode="numeric" />
          <AddressLineField form={form} name="city" autoComplete="address-level2" />
        </div>
        <CountryField form={form} current={address?.countryId} />
        <CheckboxField form={form} name="isDefault" label={t('account.address.makeDefault')} />
        <div className="form__actions">
          <SubmitButton busy={form.busy} busyLabel={t('forms.saving')}>
            {t('account.address.save')}
          </SubmitButton>
          <ShopLink className="button button--secondary" href={cancelHref} onClick={cancel}>
            {t('forms.cancel')}
          </ShopLink>
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

/** The address's country, chosen from the shop's list; the browser offers none of its own. */
function CountryField({
  form,
  current,
}: {
  form: FormModel<AddressFormValues>;
  current: number | undefined;
}) {
  const { t } = useT();
  return (
    <SelectField
      form={form}
      name="countryId"
      label={t('account.fields.country')}
      autoComplete="off"
      options={countryOptions(current).map((id) => ({ value: String(id), label: countryLabel(t, id) }))}
      required
    />
  );
}

/** A required line of the address: its label and its length limit go with its name. */
function AddressLineField({
  form,
  name,
  autoComplete,
  inputMode,
}: {
  form: FormModel<AddressFormValues>;
  name: 'street' | 'streetNo' | 'postal' | 'city';
  autoComplete: string;
  inputMode?: 'numeric';
}) {
  const { t } = useT();
  return (
    <TextField
      form={form}
      name={name}
      label={t(`account.fields.${name}`)}
      autoComplete={autoComplete}
      inputMode={inputMode}
      required
      maxLength={ADDRESS_TEXT_LIMITS[name]}
    />
  );
}
