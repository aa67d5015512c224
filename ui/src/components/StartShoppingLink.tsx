import { useT } from '../i18n/i18n-context';
import { ShopLink } from './ShopLink';

/**
 * "Start shopping": the one way from an empty state (no orders, an empty cart or wishlist, a
 * confirmed registration) back to the shop, the same primary button wherever it appears.
 */
export function StartShoppingLink({ onClick }: { readonly onClick?: () => void }) {
  const { t } = useT();
  return (
    <ShopLink href="/" className="button start-shopping" onClick={onClick}>
      {t('common.startShopping')}
    </ShopLink>
  );
}
