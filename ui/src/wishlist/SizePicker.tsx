import { observer } from 'mobx-react-lite';
import type { ProductTile } from '@fanshop/core/catalog';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';
import { ShopLink } from '../components/ShopLink';

/**
 * The size picker of a wishlist card: the product's sizes (sold-out ones shown but not choosable),
 * then the add to cart for the chosen size. What happened is said in a live region.
 */
export const SizePicker = observer(function SizePicker({ tile }: { tile: ProductTile }) {
  const quickAdd = useService('quickAdd');
  const { t } = useT();

  if (quickAdd.status === 'loading') {
    return (
      <p className="size-picker__state" role="status">
        {t('wishlist.sizesLoading')}
      </p>
    );
  }
  if (quickAdd.status === 'failed' || quickAdd.soldOut) {
    return (
      <div className="size-picker__state">
        <p role="alert">{t(quickAdd.soldOut ? 'wishlist.soldOut' : 'wishlist.sizesFailed')}</p>
        <ShopLink href={tile.url} className="button button--link">
          {t('wishlist.viewProduct')}
        </ShopLink>
      </div>
    );
  }
  const chosen = quickAdd.options.find((option) => option.id === quickAdd.chosen);
  const result = quickAdd.result;
  return (
    <div className="size-picker">
      <fieldset className="size-picker__sizes">
        <legend className="size-picker__legend">{t('wishlist.chooseSize')}</legend>
        <div className="size-picker__options">
          {quickAdd.options.map((option) => {
            const inStock = quickAdd.inStock(option);
            return (
              <label
                key={option.id}
                className={`size-option${inStock ? '' : ' size-option--sold-out'}${
                  option.id === quickAdd.chosen ? ' size-option--chosen' : ''
                }`}
              >
                <input
                  className="visually-hidden"
                  type="radio"
                  name={`wishlist-size-${tile.id}`}
                  value={option.id}
                  checked={option.id === quickAdd.chosen}
                  disabled={!inStock}
                  aria-label={inStock ? option.title : t('wishlist.sizeSoldOut', { size: option.title })}
                  onChange={() => quickAdd.choose(option.id)}
                />
                <span aria-hidden="true">{option.title}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
      <div className="size-picker__actions">
        <button
          type="button"
          className="button"
          disabled={!chosen || quickAdd.adding}
          aria-label={
            chosen ? t('wishlist.confirmAddLabel', { size: chosen.title, name: tile.name }) : undefined
          }
          onClick={() => void quickAdd.add()}
        >
          {t(chosen ? 'wishlist.confirmAdd' : 'wishlist.chooseSize')}
        </button>
        <button type="button" className="button button--link" onClick={() => quickAdd.close()}>
          {t('wishlist.cancel')}
        </button>
      </div>
      <p
        className={`size-picker__result${result?.kind === 'error' ? ' size-picker__result--error' : ''}`}
        role="status"
      >
        {result?.kind === 'added' ? t('wishlist.added', { size: result.size }) : ''}
        {result?.kind === 'error' ? t(`cart.addError.${result.reason}`) : ''}
      </p>
    </div>
  );
});
