import { observer } from 'mobx-react-lite';
import { isOptionInStock } from '@fanshop/core/catalog';
import { useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { SizeGuide } from './SizeGuide';

/**
 * The sizes as radio buttons: sold-out sizes are shown but disabled; a size with few pieces left says so.
 */
export const SizePicker = observer(function SizePicker({ invalid }: { invalid: boolean }) {
  const store = useService('product');
  const { t } = useT();
  const product = store.product;
  if (!product || product.options.length === 0) return null;
  const selected = store.selectedOption;
  return (
    // The size guide sits on the legend's line, after the sizes in the tab order.
    <div className="pdp-sizes-wrap">
      <fieldset
        className={`pdp-sizes${invalid ? ' pdp-sizes--invalid' : ''}`}
        aria-describedby={invalid ? 'pdp-sizes-error' : undefined}
      >
        <legend className="pdp-sizes__legend">
          {t('product.size')}
          {selected ? <span className="pdp-sizes__chosen">{selected.title}</span> : null}
        </legend>
        <div className="pdp-sizes__options">
          {product.options.map((option) => {
            const inStock = isOptionInStock(option);
            return (
              <label
                key={option.id}
                className={`pdp-size${inStock ? '' : ' pdp-size--sold-out'}${
                  selected?.id === option.id ? ' pdp-size--selected' : ''
                }`}
              >
                <input
                  type="radio"
                  name="size"
                  className="pdp-size__input"
                  value={option.id}
                  checked={selected?.id === option.id}
                  disabled={!inStock}
                  onChange={() => store.selectOption(option.id)}
                />
                <span className="pdp-size__title">{option.title}</span>
                {inStock ? null : <span className="visually-hidden">{t('product.soldOutSize')}</span>}
              </label>
            );
          })}
        </div>
        {selected && store.isLowStock(selected) ? (
          <p className="pdp-sizes__low">{t('product.lowStock', { count: selected.stock })}</p>
        ) : null}
        {invalid ? (
          <p id="pdp-sizes-error" className="pdp-sizes__error">
            {t('product.chooseSize')}
          </p>
        ) : null}
      </fieldset>
      {product.sizeChart ? <SizeGuide kind={product.sizeChart} /> : null}
    </div>
  );
});
