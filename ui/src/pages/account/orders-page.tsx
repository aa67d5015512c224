import { observer } from 'mobx-react-lite';
import { type Order, orderPieceCount } from '@fanshop/core/account';
import { formatPrice } from '@fanshop/core/pricing';
import type { ContextOf, PageProps } from '../../app/page-module';
import { unlistedHeadOf } from '../unlisted-head';
import { useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { StartShoppingLink } from '../../components/StartShoppingLink';
import { AccountLayout, AccountPlaceholder } from '../../account/AccountLayout';
import { OrderStatus } from '../../account/OrderStatus';
import { formatOrderDate } from '../../account/account-format';

/** What the page's loader, head and forms use: they get these and nothing else. */
export const services = ['account', 'orders'] as const;
type Context = ContextOf<typeof services>;

/** The customer's orders, newest first. */
export default observer(function OrdersPage(_props: PageProps) {
  const { t, language } = useT();
  const { orders } = useService('orders');
  if (orders === null) return <AccountPlaceholder />;
  return (
    <AccountLayout active="orders" titleId="orders-title" title={t('account.orders.title')}>
      {orders.length === 0 ? (
        <div className="account-empty">
          <p>{t('account.orders.empty')}</p>
          <StartShoppingLink />
        </div>
      ) : (
        <ul className="order-list">
          {orders.map((order) => (
            <li key={order.uuid} className="order-row">
              <div className="order-row__main">
                <h2 className="order-row__number">{t('account.orders.number', { number: order.number })}</h2>
                <p className="order-row__meta">
                  <span>{formatOrderDate(order.createdAt, language)}</span>
                  <span>{t('account.orders.pieces', { count: orderPieceCount(order) })}</span>
                </p>
              </div>
              <OrderPictures order={order} />
              <OrderStatus status={order.status} />
              <p className="order-row__total">
                <span className="visually-hidden">{t('account.order.total')}</span>
                {formatPrice(order.totals.total, language)}
              </p>
              <ShopLink
                className="button button--secondary order-row__action"
                href={`/my-account/order-details/${order.uuid}/`}
                aria-label={t('account.orders.viewLabel', { number: order.number })}
              >
                {t('account.orders.view')}
              </ShopLink>
            </li>
          ))}
        </ul>
      )}
    </AccountLayout>
  );
});

/** The orders, fresh; a guest goes to the login, a failure goes home. */
export async function load({ services, match }: Context): Promise<void> {
  if (!services.account.requireCustomer(match.path)) return;
  await services.orders.loadOrders();
}

export const head = unlistedHeadOf('account.orders.title');

/** Pictures shown per order at most; more lines are counted ("+2"). */
const ORDER_PICTURES = 4;

/**
 * The order's goods at a glance, as retailers' order lists show them. Decorative: the row's heading,
 * piece count and the order page name what was bought.
 */
function OrderPictures({ order }: { order: Order }) {
  const pictures = order.lines.filter((line) => line.image !== '');
  if (pictures.length === 0) return null;
  const shown = pictures.slice(0, ORDER_PICTURES);
  const more = pictures.length - shown.length;
  return (
    <div className="order-row__pictures" aria-hidden="true">
      {shown.map((line, index) => (
        <img key={`${line.image}-${index}`} src={line.image} alt="" width={56} height={56} loading="lazy" />
      ))}
      {more > 0 ? <span className="order-row__more">+{more}</span> : null}
    </div>
  );
}
