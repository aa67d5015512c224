import type { ReactNode } from 'react';
import { observer } from 'mobx-react-lite';
import { defaultShippingAddress } from '@fanshop/core/account';
import { formatPrice } from '@fanshop/core/pricing';
import type { ContextOf, PageProps } from '../../app/page-module';
import { unlistedHeadOf } from '../unlisted-head';
import { useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { StartShoppingLink } from '../../components/StartShoppingLink';
import { FormNotice } from '../../components/form/FormNotice';
import { AccountLayout, AccountPlaceholder } from '../../account/AccountLayout';
import { AddressCard } from '../../account/AddressCard';
import { formatOrderDate } from '../../account/account-format';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['account', 'orders'] as const;
type Context = ContextOf<typeof services>;

/** How many of the latest orders the overview lists. */
const RECENT_ORDERS = 3;

/** The my-account overview: who you are, where things go, and your latest orders. */
export default observer(function AccountOverviewPage(_props: PageProps) {
  const { t, language } = useT();
  const accountStore = useService('account');
  const ordersStore = useService('orders');
  const { account } = accountStore;
  const signInEvent = accountStore.welcome;

  if (!account) return <AccountPlaceholder />;
  const address = defaultShippingAddress(account.addresses.shipping);
  const recent = (ordersStore.orders ?? []).slice(0, RECENT_ORDERS);

  return (
    <AccountLayout active="accountOverview" titleId="account-title" title={t('account.overview.title')}>
      {signInEvent ? (
        <FormNotice
          kind="success"
          message={{
            key: signInEvent === 'register' ? 'account.overview.welcomeNew' : 'account.overview.welcomeBack',
            values: { name: account.firstName },
          }}
          onDismiss={() => accountStore.dismissWelcome()}
        />
      ) : null}
      {account.verified ? null : (
        <FormNotice
          kind="info"
          message={{ key: 'account.overview.unverified', values: { email: account.email } }}
        />
      )}
      <div className="account-cards">
        <OverviewCard id="overview-details" title={t('account.overview.details')}>
          <dl className="details-list">
            <dt>{t('account.fields.name')}</dt>
            <dd>{t('account.fields.fullName', { first: account.firstName, last: account.lastName })}</dd>
            <dt>{t('account.fields.email')}</dt>
            <dd>{account.email}</dd>
            {account.phone ? (
              <>
                <dt>{t('account.fields.phone')}</dt>
                <dd>{account.phone}</dd>
              </>
            ) : null}
          </dl>
          <ShopLink className="account-card__link" href="/my-account/account-details/">
            {t('account.overview.editDetails')}
          </ShopLink>
        </OverviewCard>

        <OverviewCard id="overview-address" title={t('account.overview.defaultAddress')}>
          {address ? (
            <AddressCard address={address} isDefault={false} />
          ) : (
            <p className="account-card__empty">{t('account.overview.noAddress')}</p>
          )}
          <ShopLink className="account-card__link" href="/my-account/delivery-address/">
            {t(address ? 'account.overview.manageAddresses' : 'account.overview.addAddress')}
          </ShopLink>
        </OverviewCard>

        <OverviewCard id="overview-orders" title={t('account.overview.recentOrders')} wide>
          {recent.length === 0 ? (
            <p className="account-card__empty">{t('account.orders.empty')}</p>
          ) : (
            <ul className="order-mini-list">
              {recent.map((order) => (
                <li key={order.uuid} className="order-mini">
                  <ShopLink href={`/my-account/order-details/${order.uuid}/`} className="order-mini__link">
                    <span className="order-mini__number">
                      {t('account.orders.number', { number: order.number })}
                    </span>
                    <span className="order-mini__date">{formatOrderDate(order.createdAt, language)}</span>
                    <span className="order-mini__total">{formatPrice(order.totals.total, language)}</span>
                  </ShopLink>
                </li>
              ))}
            </ul>
          )}
          {recent.length === 0 ? (
            <StartShoppingLink />
          ) : (
            <ShopLink className="account-card__link" href="/my-account/orders/">
              {t('account.overview.allOrders')}
            </ShopLink>
          )}
        </OverviewCard>
      </div>
    </AccountLayout>
  );
});

/** One card of the overview, named by its heading; the orders' card spans the whole width. */
function OverviewCard({
  id,
  title,
  wide = false,
  children,
}: {
  id: string;
  title: string;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`account-card${wide ? ' account-card--wide' : ''}`} aria-labelledby={id}>
      <h2 id={id} className="account-card__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The account and the orders, fresh; a guest goes to the login, a failure goes home. */
export async function load({ services, match }: Context): Promise<void> {
  const account = services.account;
  if (!account.requireCustomer(match.path)) return;
  account.takeWelcome();
  await Promise.all([account.load(), services.orders.loadOrders()]);
}

export const head = unlistedHeadOf('account.overview.title');
