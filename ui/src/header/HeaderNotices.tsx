import { useEffect } from 'react';
import { observer } from 'mobx-react-lite';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';
import { CloseButton } from '../components/CloseButton';

/** How long a notice stays; long enough to read a sentence, short enough not to linger. */
const NOTICE_MS = 6_000;

/** Notices the shopper should also see (a refused or failed change), not only hear. */
const VISIBLE_CART = new Set([
  'remove-failed',
  'remove-locked',
  'undo-too-late',
  'quantity-failed',
  'quantity-stock',
  'line-lost',
]);
const VISIBLE_WISHLIST = new Set(['locked', 'failed']);

/**
 * The live regions of the cart and the wishlist: what a change did is announced politely; a change
 * that was refused (the wishlist's lock, the one-removal-at-a-time rule) or failed is also shown
 * under the header. Each notice clears itself after a few seconds.
 */
export const HeaderNotices = observer(function HeaderNotices() {
  const cart = useService('cart');
  const wishlist = useService('wishlist');
  const scheduler = useService('scheduler');
  const { t } = useT();

  const cartNotice = cart.notice;
  const wishlistNotice = wishlist.notice;
  useEffect(() => {
    if (!cartNotice || cartNotice.kind === 'removing') return;
    const task = scheduler.schedule(NOTICE_MS, () => cart.dismissNotice());
    return () => task.cancel();
  }, [cartNotice, cart, scheduler]);
  useEffect(() => {
    if (!wishlistNotice) return;
    const task = scheduler.schedule(NOTICE_MS, () => wishlist.dismissNotice());
    return () => task.cancel();
  }, [wishlistNotice, wishlist, scheduler]);

  return (
    <div className="header-notices">
      <Notice
        text={
          cartNotice
            ? t(`cart.notice.${cartNotice.kind}`, { name: cartNotice.name, quantity: cartNotice.quantity })
            : ''
        }
        visible={cartNotice !== null && VISIBLE_CART.has(cartNotice.kind)}
        onDismiss={() => cart.dismissNotice()}
      />
      <Notice
        text={
          wishlistNotice ? t(`wishlist.notice.${wishlistNotice.kind}`, { name: wishlistNotice.name }) : ''
        }
        visible={wishlistNotice !== null && VISIBLE_WISHLIST.has(wishlistNotice.kind)}
        onDismiss={() => wishlist.dismissNotice()}
      />
    </div>
  );
});

function Notice({ text, visible, onDismiss }: { text: string; visible: boolean; onDismiss: () => void }) {
  const { t } = useT();
  return (
    <div className={visible ? 'header-notice' : 'visually-hidden'}>
      <p className="header-notice__text" role="status" aria-live="polite">
        {text}
      </p>
      {visible ? (
        <CloseButton
          className="header-button header-notice__close"
          label={t('common.close')}
          onClick={onDismiss}
          size={18}
        />
      ) : null}
    </div>
  );
}
