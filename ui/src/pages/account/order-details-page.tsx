import { observer } from 'mobx-react-lite';
import { isPaymentMethod } from '@fanshop/core/account';
import { formatPrice } from '@fanshop/core/pricing';
import type { ContextOf, PageHead, PageProps } from '../../app/page-module';
import { useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { AccountLayout, AccountPlaceholder } from '../../account/AccountLayout';
import { AddressBlock } from '../../account/AddressCard';
import { OrderStatus } from '../../account/OrderStatus';
import { formatOrderDate } from '../../account/account-format';
import { unlistedHead } from '../unlisted-head';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['account', 'orders'] as const;
type Context = ContextOf<typeof services>;

/** One order: what was bought, what it cost, where it goes and how it is paid. */
export default observer(function OrderDetailsPage({ match }: PageProps) {
  const { t, language } = useT();
  const { order } = useService('orders');
  if (!order || order.uuid !== match.params.uuid) return <AccountPlaceholder />;
  const payment = isPaymentMethod(order.paymentMethod)
    ? t(`account.payment.${order.paymentMethod}`)
    : order.paymentMethod;

  return (
    <AccountLayout
      active="orders"
      titleId="order-title"
      title={t('account.orders.number', { number: order.number })}
      actions={<OrderStatus status={order.status} />}
    >
      <p className="order-details__back">
        <ShopLink href="/my-account/orders/">{t('account.order.back')}</ShopLink>
      </p>
      <dl className="details-list details-list--inline">
        <dt>{t('account.order.date')}</dt>
        <dd>{formatOrderDate(order.createdAt, language)}</dd>
        <dt>{t('account.order.payment')}</dt>
        <dd>{payment}</dd>
      </dl>
      {order.invoiceUrl ? (
        <p className="order-details__invoice">
          <a className="button button--secondary" href={order.invoiceUrl}>
            {t('account.order.invoice')}
          </a>
        </p>
      ) : null}

      <section className="order-details__section" aria-labelledby="order-items">
        <h2 id="order-items">{t('account.order.items')}</h2>
        <ul className="order-lines">
          {order.lines.map((line, index) => (
            <li key={`${line.name}-${line.size}-${index}`} className="order-line">
              {line.image ? (
                <img
                  className="order-line__image"
                  src={line.image}
                  alt=""
                  width={80}
                  height={80}
                  loading="lazy"
                />
              ) : (
                <span className="order-line__image order-line__image--empty" aria-hidden="true" />
              )}
              <div className="order-line__text">
                <p className="order-line__brand">{line.brand}</p>
                <p className="order-line__name">{line.name}</p>
                <p className="order-line__meta">
                  {line.size ? <span>{t('account.order.size', { size: line.size })}</span> : null}
                  <span>{t('account.order.quantity', { count: line.quantity })}</span>
                  <span>
                    {t('account.order.unitPrice', { price: formatPrice(line.unitPrice, language) })}
                  </span>
                </p>
                {line.personalisation ? (
                  <p className="order-line__print">
                    {t('account.order.print', {
                      print: line.personalisation.label,
                      price: formatPrice(line.personalisation.price, language),
                    })}
                  </p>
                ) : null}
              </div>
              <p className="order-line__price">{formatPrice(line.linePrice, language)}</p>
            </li>
          ))}
        </ul>
        <dl className="order-totals">
          <dt>{t('account.order.subtotal')}</dt>
          <dd>{formatPrice(order.totals.subtotal, language)}</dd>
          <dt>{t('account.order.delivery')}</dt>
          <dd>
            {order.totals.delivery === 0
              ? t('account.order.free')
              : formatPrice(order.totals.delivery, language)}
          </dd>
          <dt className="order-totals__total">{t('account.order.total')}</dt>
          <dd className="order-totals__total">{formatPrice(order.totals.total, language)}</dd>
        </dl>
      </section>

      {order.shippingAddress ? (
        <section className="order-details__section" aria-labelledby="order-address">
          <h2 id="order-address">{t('account.order.shippingAddress')}</h2>
          <AddressBlock address={order.shippingAddress} />
        </section>
      ) : null}
    </AccountLayout>
  );
});

/** The order, fresh; a guest goes to the login, a failure (unknown or someone else's order) goes home. */
export async function load({ services, match }: Context): Promise<void> {
  if (!services.account.requireCustomer(match.path)) return;
  await services.orders.loadOrder(match.params.uuid ?? '');
}

export function head(
  { services }: Context,
  t: (key: string, options?: Record<string, unknown>) => string,
): PageHead {
  const order = services.orders.order;
  const title = order ? t('account.orders.number', { number: order.number }) : t('account.orders.title');
  return unlistedHead(title, t);
}
