import { useState } from 'react';
import { observer } from 'mobx-react-lite';
import { type PersonalData, PERSONAL_DATA_FIELDS, PASSWORD_CHANGE_FIELDS } from '@fanshop/core/account';
import type { PageProps } from '../../app/page-module';
import type { FormAction } from '../../app/form-action';
import { usePageContext, useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { FormModel } from '../../components/form/form-model';
import { FormNotice } from '../../components/form/FormNotice';
import {
  CurrentPasswordField,
  NameFields,
  NewPasswordFields,
  PersonField,
} from '../../components/form/PersonFields';
import { SelectField } from '../../components/form/SelectField';
import { AccountLayout, AccountPlaceholder } from '../../account/AccountLayout';
import { AccountFormSection, AccountSection, type AccountForm } from '../../account/AccountSection';
import { useSwappedFocus } from '../../components/use-swapped-focus';
import {
  canChangePassword,
  canSavePersonalData,
  passwordChangeValuesOf,
  personalDataOf,
  personalDataValuesOf,
  validatePasswordChange,
  validatePersonalData,
  type PasswordChangeValues,
  type PersonalDataValues,
} from '../../account/account-details-forms';
import { InlineConfirm } from '../../account/InlineConfirm';
import { unlistedHeadOf } from '../unlisted-head';
import { loadAccount } from './load-account';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['account'] as const;

/** Saves the personal data; the saved (trimmed) data is the form's new starting point. */
const personal: FormAction<PersonalDataValues, (typeof services)[number]> = {
  create: ({ services }) =>
    new FormModel<PersonalDataValues>(
      personalDataValuesOf(services.account.account ?? NO_ACCOUNT),
      validatePersonalData,
    ),
  async submit(form, { services }) {
    const accountStore = services.account;
    const ok = await form.submit((values) => accountStore.savePersonalData(personalDataOf(values)), {
      fields: PERSONAL_DATA_FIELDS,
      success: { key: 'account.details.saved' },
    });
    // The button is off until the next change.
    if (ok && accountStore.account) form.reset(personalDataValuesOf(accountStore.account));
    return ok;
  },
};

/** Changes the password; the fields are emptied afterwards. */
const password: FormAction<PasswordChangeValues, (typeof services)[number]> = {
  create: ({ services }) =>
    new FormModel<PasswordChangeValues>(
      passwordChangeValuesOf(services.account.account?.email ?? ''),
      validatePasswordChange,
    ),
  submit: (form, { services }) =>
    form.submit((values) => services.account.changePassword(values), {
      fields: PASSWORD_CHANGE_FIELDS,
      success: { key: 'account.password.changed' },
      clearOnSuccess: ['oldPassword', 'newPassword', 'newPassword_confirmation'],
    }),
  secret: ['oldPassword', 'newPassword', 'newPassword_confirmation'],
};

export const actions = { personal, password };

/** The starting point of a form whose page sends a guest to the login first: never shown. */
const NO_ACCOUNT: PersonalData = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  birthday: '',
  gender: '',
};

/** The personal data, the email only shown; saved once something changed. */
const PERSONAL_DATA: AccountForm<PersonalDataValues> = {
  name: 'personal',
  action: personal,
  title: 'account.details.personalTitle',
  submit: 'account.details.save',
  canSubmit: canSavePersonalData,
  fields: PersonalDataFields,
};

/** The password, changed once the new one is chosen and repeated. */
const PASSWORD_CHANGE: AccountForm<PasswordChangeValues> = {
  name: 'password',
  action: password,
  title: 'account.password.title',
  submit: 'account.password.submit',
  canSubmit: (account, values) => canChangePassword(account.email, values),
  fields: PasswordChangeFields,
};

/** Account details: personal data (email read-only), the password, and deleting the account. */
export default observer(function AccountDetailsPage({ match }: PageProps) {
  const { t } = useT();
  const context = usePageContext(services, match);
  const { account } = context.services.account;
  if (!account) return <AccountPlaceholder />;
  return (
    <AccountLayout active="accountDetails" titleId="details-title" title={t('account.details.title')}>
      <AccountFormSection of={PERSONAL_DATA} account={account} context={context} />
      <AccountFormSection of={PASSWORD_CHANGE} account={account} context={context} />
      <DeleteAccountSection />
    </AccountLayout>
  );
});

/** Who the customer is and how to reach them; the email only shown. */
function PersonalDataFields({ form }: { form: FormModel<PersonalDataValues> }) {
  const { t } = useT();
  return (
    <>
      <NameFields form={form} />
      <PersonField form={form} field="email" disabled hint={t('account.details.emailReadOnly')} />
      <div className="form__row">
        <PersonField form={form} field="phone" />
        <PersonField form={form} field="birthday" />
      </div>
      <SelectField
        form={form}
        name="gender"
        label={t('account.fields.gender')}
        autoComplete="sex"
        options={[
          { value: '', label: t('account.gender.none') },
          { value: 'female', label: t('account.gender.female') },
          { value: 'male', label: t('account.gender.male') },
          { value: 'divers', label: t('account.gender.divers') },
        ]}
      />
    </>
  );
}

/** The password the customer has now, and the new one twice. */
function PasswordChangeFields({ form }: { form: FormModel<PasswordChangeValues> }) {
  const { t } = useT();
  return (
    <>
      <CurrentPasswordField form={form} name="oldPassword" label={t('account.password.old')} />
      <NewPasswordFields
        form={form}
        password="newPassword"
        confirmation="newPassword_confirmation"
        labels={{ password: t('account.password.new'), confirmation: t('account.password.confirm') }}
      />
    </>
  );
}

const DeleteAccountSection = observer(function DeleteAccountSection() {
  const { t } = useT();
  const accountStore = useService('account');
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const { swappedRef: confirmRef, restoredRef: openRef } = useSwappedFocus(asking);

  const remove = () => {
    if (accountStore.deleting) return;
    setFailed(false);
    accountStore.deleteAccount().catch(() => setFailed(true));
  };

  return (
    <AccountSection id="delete" title={t('account.delete.title')} danger>
      <p>{t('account.delete.text')}</p>
      {failed ? (
        <FormNotice kind="error" message={{ key: 'account.delete.failed' }} onRetry={remove} />
      ) : null}
      {asking ? (
        <InlineConfirm id="delete-question" question={t('account.delete.question')}>
          <button
            ref={confirmRef}
            type="button"
            className={`button button--danger${accountStore.deleting ? ' button--busy' : ''}`}
            aria-disabled={accountStore.deleting || undefined}
            onClick={remove}
          >
            {accountStore.deleting ? <span className="form-spinner" aria-hidden="true" /> : null}
            {t(accountStore.deleting ? 'account.delete.deleting' : 'account.delete.confirm')}
          </button>
          <button type="button" className="button button--secondary" onClick={() => setAsking(false)}>
            {t('forms.cancel')}
          </button>
        </InlineConfirm>
      ) : (
        <button
          ref={openRef}
          type="button"
          className="button button--danger-outline"
          onClick={() => setAsking(true)}
        >
          {t('account.delete.open')}
        </button>
      )}
    </AccountSection>
  );
});

export const load = loadAccount;

export const head = unlistedHeadOf('account.details.title');
