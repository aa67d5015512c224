import { observer } from 'mobx-react-lite';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';

/**
 * The heart on product tiles and the product page: a toggle button (`aria-pressed`) that puts the
 * product on the wishlist or takes it off. What happened (or that changes are locked while another
 * one runs) is announced by the wishlist's live region in the header. The heart itself is drawn by
 * the stylesheet (`.wishlist-heart::before`, as `.heart-icon`): a listing has one on every tile.
 */
export const WishlistHeart = observer(function WishlistHeart({
  product,
}: {
  product: { id: number; name: string };
}) {
  const wishlist = useService('wishlist');
  const { t } = useT();
  const pressed = wishlist.has(product.id);
  const busy = wishlist.isChanging(product.id);
  return (
    <button
      type="button"
      className={`wishlist-heart${pressed ? ' wishlist-heart--on' : ''}`}
      aria-pressed={pressed}
      aria-busy={busy || undefined}
      aria-label={t('wishlist.heartLabel', { name: product.name })}
      title={t(pressed ? 'wishlist.heartRemoveHint' : 'wishlist.heartAddHint')}
      onClick={() => void wishlist.toggle(product)}
    />
  );
});
