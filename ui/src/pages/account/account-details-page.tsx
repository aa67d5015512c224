import { useEffect, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  type Account,
  type PersonalData,
  PERSONAL_DATA_FIELDS,
  PASSWORD_CHANGE_FIELDS,
} from '@fanshop/core/account';
import type { ContextOf, PageProps } from '../../app/page-module';
import { unlistedHeadOf } from '../unlisted-head';
import { usePageForm, type FormAction } from '../../app/form-action';
import { usePageContext, useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { Form } from '../../components/form/Form';
import { FormModel } from '../../components/form/form-model';
import { FormNotice } from '../../components/form/FormNotice';
import { PasswordField } from '../../components/form/PasswordField';
import { NameFields, NewPasswordFields, PersonField } from '../../components/form/PersonFields';
import { SelectField } from '../../components/form/SelectField';
import { SubmitButton } from '../../components/form/SubmitButton';
import { AccountLayout, AccountPlaceholder } from '../../account/AccountLayout';
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

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['account'] as const;
type Context = ContextOf<typeof services>;

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

/** Account details: personal data (email read-only), the password, and deleting the account. */
export default observer(function AccountDetailsPage({ match }: PageProps) {
  const { t } = useT();
  const context = usePageContext(services, match);
  const { account } = context.services.account;
  if (!account) return <AccountPlaceholder />;
  return (
    <AccountLayout active="accountDetails" titleId="details-title" title={t('account.details.title')}>
      <PersonalDataSection account={account} context={context} />
      <PasswordSection email={account.email} context={context} />
      <DeleteAccountSection />
    </AccountLayout>
  );
});

const PersonalDataSection = observer(function PersonalDataSection({
  account,
  context,
}: {
  account: Account;
  context: Context;
}) {
  const { t } = useT();
  const { form } = usePageForm('personal', personal, context);
  const submit = () => personal.submit(form, context);

  return (
    <section className="account-section" aria-labelledby="personal-title">
      <h2 id="personal-title">{t('account.details.personalTitle')}</h2>
      <Form name="personal" form={form} onSubmit={submit} labelledBy="personal-title">
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
        <SubmitButton
          busy={form.busy}
          busyLabel={t('forms.saving')}
          disabled={!canSavePersonalData(account, form.values)}
        >
          {t('account.details.save')}
        </SubmitButton>
      </Form>
    </section>
  );
});

const PasswordSection = observer(function PasswordSection({
  email,
  context,
}: {
  email: string;
  context: Context;
}) {
  const { t } = useT();
  const { form } = usePageForm('password', password, context);
  const submit = () => password.submit(form, context);

  return (
    <section className="account-section" aria-labelledby="password-title">
      <h2 id="password-title">{t('account.password.title')}</h2>
      <Form name="password" form={form} onSubmit={submit} labelledBy="password-title">
        <PasswordField
          form={form}
          name="oldPassword"
          label={t('account.password.old')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          form={form}
          password="newPassword"
          confirmation="newPassword_confirmation"
          labels={{ password: t('account.password.new'), confirmation: t('account.password.confirm') }}
        />
        <SubmitButton
          busy={form.busy}
          busyLabel={t('forms.saving')}
          disabled={!canChangePassword(email, form.values)}
        >
          {t('account.password.submit')}
        </SubmitButton>
      </Form>
    </section>
  );
});

const DeleteAccountSection = observer(function DeleteAccountSection() {
  const { t } = useT();
  const accountStore = useService('account');
  const [asking, setAsking] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const openRef = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(false);

  useEffect(() => {
    if (asking) confirmRef.current?.focus();
    else if (wasAsking.current) openRef.current?.focus();
    wasAsking.current = asking;
  }, [asking]);

  const remove = () => {
    if (accountStore.deleting) return;
    setFailed(false);
    accountStore.deleteAccount().catch(() => setFailed(true));
  };

  return (
    <section className="account-section account-section--danger" aria-labelledby="delete-title">
      <h2 id="delete-title">{t('account.delete.title')}</h2>
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
    </section>
  );
});

/** The account, fresh; a guest goes to the login, a failure goes home. */
export async function load({ services, match }: Context): Promise<void> {
  const account = services.account;
  if (!account.requireCustomer(match.path)) return;
  await account.load();
}

export const head = unlistedHeadOf('account.details.title');
