import { observer } from 'mobx-react-lite';
import type { PageHead, PageProps } from '../../app/page-module';
import { useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { StartShoppingLink } from '../../components/StartShoppingLink';
import { RetryAlert } from '../../components/RetryAlert';
import { ProductTile } from '../../catalog/ProductTile';
import { HeartIcon } from '../../wishlist/HeartIcon';
import { SizePicker } from '../../wishlist/SizePicker';

/** The size picker's quick add to cart is this page's own store. */
export const services = ['quickAdd'] as const;

/** The list name analytics reports for selections from the wishlist. */
const LIST_NAME = 'wishlist';

/**
 * The wishlist (`/wishlist/`), for guests and customers: the saved products as tiles, each with a
 * remove button and an add to cart that asks for a size. The list is personal, so the page renders
 * its frame on the server and the list arrives in the browser (the header starts the wishlist).
 */
const WishlistPage = observer(function WishlistPage(_props: PageProps) {
  const wishlist = useService('wishlist');
  const quickAdd = useService('quickAdd');
  const { t } = useT();
  const tiles = wishlist.tiles;

  let body;
  if (wishlist.status === 'error' && wishlist.count === 0) {
    body = (
      <RetryAlert className="wishlist-page__state" onRetry={() => void wishlist.retry()}>
        <p>{t('wishlist.loadFailed')}</p>
      </RetryAlert>
    );
  } else if (wishlist.status !== 'ready' && wishlist.count === 0) {
    body = (
      <p className="wishlist-page__state" role="status">
        {t('wishlist.loading')}
      </p>
    );
  } else if (wishlist.count === 0) {
    body = (
      <div className="wishlist-page__empty">
        <span className="wishlist-page__empty-icon">
          <HeartIcon />
        </span>
        <h2>{t('wishlist.emptyTitle')}</h2>
        <p>{t('wishlist.emptyText')}</p>
        <StartShoppingLink />
      </div>
    );
  } else {
    body = (
      <ul className="wishlist-grid">
        {tiles.map((tile, index) => {
          const picking = quickAdd.isOpenFor(tile.id);
          return (
            <li key={tile.id} className="wishlist-card">
              <ProductTile product={tile} listName={LIST_NAME} index={index} />
              <div className="wishlist-card__actions">
                <button
                  type="button"
                  className="button wishlist-card__add"
                  aria-expanded={picking}
                  aria-controls={`size-picker-${tile.id}`}
                  aria-label={t('wishlist.addToCartLabel', { name: tile.name })}
                  onClick={() => (picking ? quickAdd.close() : void quickAdd.open(tile))}
                >
                  {t('wishlist.addToCart')}
                </button>
                <button
                  type="button"
                  className="button button--link wishlist-card__remove"
                  aria-label={t('wishlist.removeLabel', { name: tile.name })}
                  disabled={wishlist.isChanging(tile.id)}
                  onClick={() => void wishlist.remove(tile)}
                >
                  {t('wishlist.remove')}
                </button>
              </div>
              <div id={`size-picker-${tile.id}`} hidden={!picking}>
                {picking ? <SizePicker tile={tile} /> : null}
              </div>
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <section className="container page wishlist-page" aria-labelledby="wishlist-title">
      <div className="wishlist-page__head">
        <h1 id="wishlist-title">{t('wishlist.title')}</h1>
        {wishlist.count > 0 ? (
          <p className="wishlist-page__count">{t('wishlist.itemCount', { count: wishlist.count })}</p>
        ) : null}
      </div>
      {body}
    </section>
  );
});

export default WishlistPage;

export function head(_context: unknown, t: (key: string) => string): PageHead {
  return {
    title: t('wishlist.metaTitle'),
    description: t('wishlist.metaDescription'),
    canonicalPath: '/wishlist/',
    noindex: true,
  };
}
