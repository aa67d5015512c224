import { observer } from 'mobx-react-lite';
import {
  FREE_DELIVERY_THRESHOLD,
  RETURN_DAYS,
  deliveryWindow,
  displayPrice,
  formatPrice,
  missingForFreeDelivery,
  type ProductPrices,
} from '@fanshop/core/pricing';
import { formatShortDay } from '@fanshop/core/shared';
import { useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';

/**
 * Under the buy button: when a parcel ordered now arrives in Austria (the core's working-day
 * estimate), whether this product alone ships free or from which order value delivery is free, and
 * the returns promise in one line.
 */
export const DeliveryPromise = observer(function DeliveryPromise({ prices }: { prices: ProductPrices }) {
  const scheduler = useService('scheduler');
  const session = useService('session');
  const { t, language } = useT();
  const { from, to } = deliveryWindow(scheduler.now());
  const price = displayPrice(prices, session.priceType).price;
  const shipsFree = missingForFreeDelivery(price) === 0;
  return (
    <ul className="delivery-promise">
      <li className="delivery-promise__item delivery-promise__item--delivery">
        {t('product.deliveryEstimate', {
          from: formatShortDay(from, language),
          to: formatShortDay(to, language),
        })}
      </li>
      <li className="delivery-promise__item delivery-promise__item--free">
        {shipsFree
          ? t('product.shipsFree')
          : t('product.freeDeliveryFrom', {
              threshold: formatPrice(FREE_DELIVERY_THRESHOLD, language),
            })}
      </li>
      <li className="delivery-promise__item delivery-promise__item--returns">
        {t('product.returnsLine', { days: RETURN_DAYS })}
      </li>
    </ul>
  );
});
