import { observer } from 'mobx-react-lite';
import type { ProductDetail } from '@fanshop/core/catalog';
import { useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { ShopLink } from '../../components/ShopLink';
import { SwatchDot } from '../../catalog/SwatchDot';

/**
 * The article's colours on the product page: the colour shown by name, and a swatch for each colour
 * linking to that colour's page (the size and print chosen go with the shopper). A product in one
 * colour shows its colour's name only.
 */
export const ColourSwatches = observer(function ColourSwatches({ product }: { product: ProductDetail }) {
  const store = useService('product');
  const { t } = useT();
  const variants = product.colourVariants ?? [];
  if (!product.colour && variants.length === 0) return null;
  return (
    <div className="pdp-colours">
      <p className="product-info__colour" id="pdp-colours-label">
        <span className="product-info__label">{t('product.colour')}</span>
        <span>{product.colour}</span>
      </p>
      {variants.length > 0 ? (
        <ul className="swatches swatches--large" aria-labelledby="pdp-colours-label">
          {variants.map((variant) => {
            const current = variant.id === product.id;
            const label = variant.available
              ? variant.colour.name
              : t('product.colourSoldOut', { colour: variant.colour.name });
            return (
              <li key={variant.id}>
                <ShopLink
                  href={variant.url}
                  className={`swatch${current ? ' swatch--current' : ''}${variant.available ? '' : ' swatch--sold-out'}`}
                  aria-label={label}
                  aria-current={current ? 'true' : undefined}
                  title={label}
                  onClick={() => {
                    if (!current) store.switchColour();
                  }}
                >
                  <SwatchDot hex={variant.colour.hex} />
                </ShopLink>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
});
