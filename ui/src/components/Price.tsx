import { observer } from 'mobx-react-lite';
import { displayPrice, type ProductPrices, formatPrice } from '@fanshop/core/pricing';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';

/**
 * A product's price for the shopper's price type: the price, the struck-through rrp and the discount
 * badge when the reduction is at least 10 percent (spec section 9). All arithmetic is the core's.
 */
export const Price = observer(function Price({
  prices,
  size = 'md',
}: {
  prices: ProductPrices;
  size?: 'sm' | 'md' | 'lg';
}) {
  const session = useService('session');
  const { t, language } = useT();
  const shown = displayPrice(prices, session.priceType);
  return (
    <span className={`price price--${size}${shown.showDiscount ? ' price--reduced' : ''}`}>
      <span className="price__now">
        {shown.showDiscount ? <span className="visually-hidden">{t('price.now')}</span> : null}
        {formatPrice(shown.price, language)}
      </span>
      {shown.showDiscount && shown.rrp !== null ? (
        <>
          <s className="price__rrp">
            <span className="visually-hidden">{t('price.was')}</span>
            {formatPrice(shown.rrp, language)}
          </s>
          <span className="price__badge">{t('price.discount', { percent: shown.discountPercent })}</span>
        </>
      ) : null}
    </span>
  );
});
