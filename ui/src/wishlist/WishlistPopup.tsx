import { observer } from 'mobx-react-lite';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';
import { Price } from '../components/Price';
import { ShopLink } from '../components/ShopLink';
import { CountedPopup } from '../header/PopupHead';
import { HeartIcon } from './HeartIcon';
import { DecorativeImage } from '../components/DecorativeImage';

/** Products shown in the popup; the wishlist page has the rest. */
const SHOWN = 3;

/**
 * The wishlist popup: the newest products on the list and the way to the wishlist page. It also
 * opens by itself after an add (and closes itself after 6 s), showing the product just added on top.
 */
export const WishlistPopup = observer(function WishlistPopup({ onFollow }: { onFollow: () => void }) {
  const wishlist = useService('wishlist');
  const { t } = useT();
  const tiles = wishlist.tiles.slice(0, SHOWN);
  return (
    <CountedPopup of="wishlist" count={wishlist.count}>
      {wishlist.count === 0 ? (
        <div className="wishlist-popup__empty">
          <HeartIcon />
          <p>{t(wishlist.status === 'ready' ? 'wishlist.emptyHint' : 'common.loading')}</p>
        </div>
      ) : (
        <ul className="wishlist-popup__items">
          {tiles.map((tile) => (
            <li key={tile.id}>
              <ShopLink href={tile.url} className="wishlist-popup__item" onClick={onFollow}>
                <DecorativeImage className="wishlist-popup__image" src={tile.image} width={64} height={64} />
                <span className="wishlist-popup__text">
                  <span className="wishlist-popup__brand">{tile.brand}</span>
                  <span className="wishlist-popup__name">{tile.name}</span>
                  <Price prices={tile.prices} size="sm" />
                </span>
              </ShopLink>
            </li>
          ))}
        </ul>
      )}
      <ShopLink href="/wishlist/" className="button wishlist-popup__link" onClick={onFollow}>
        {t('wishlist.showAll')}
      </ShopLink>
    </CountedPopup>
  );
});
