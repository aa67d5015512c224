import type { RefObject } from 'react';
import { observer } from 'mobx-react-lite';
import { HEADER_POPUPS } from '@fanshop/core/header';
import { formatPrice } from '@fanshop/core/pricing';
import type { AddToCartState } from '../../catalog/product.store';
import { useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { useScrolledPast } from './use-scrolled-past';

/** The field that stops an add, where the shopper fixes it: the first size to choose, or the print in error. */
function fieldToFix(kind: AddToCartState['kind']): HTMLElement | null {
  if (kind === 'choose-size') return document.querySelector('.pdp-sizes input:not(:disabled)');
  if (kind === 'check-print') return document.querySelector('.pdp-print [aria-invalid="true"]');
  return null;
}

function bringToFix(field: HTMLElement): void {
  const smooth = !(globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
  (field.closest('fieldset') ?? field).scrollIntoView?.({
    block: 'center',
    behavior: smooth ? 'smooth' : 'instant',
  });
  field.focus({ preventScroll: true });
}

/**
 * Phones and tablets: once the main "Add to cart" button (`target`) has scrolled up out of view, a bar
 * at the bottom of the screen keeps the price, the chosen size and the same button at hand. It steps
 * aside while a header popup is open (the cart after an add, the wishlist's note at the bottom), and is
 * not rendered at all when not shown (nor on the server): a screen reader meets one "Add to cart" at a
 * time unless the bar is on screen. Desktops never show it (product.css).
 */
export const StickyAddBar = observer(function StickyAddBar({
  target,
}: {
  target: RefObject<HTMLElement | null>;
}) {
  const store = useService('product');
  const headerPopups = useService('headerPopups');
  const { t, language } = useT();
  const scrolledPast = useScrolledPast(target);
  const product = store.product;
  const covered = HEADER_POPUPS.some((popup) => headerPopups.isOpen(popup));
  if (!product || store.soldOut || !scrolledPast || covered) return null;
  const selected = store.selectedOption;
  const add = () => {
    void store.addToCart();
    // Without a size (or with a print that cannot be printed) nothing was added: take the shopper there.
    const field = fieldToFix(store.addState.kind);
    if (field) bringToFix(field);
  };
  return (
    <div className="sticky-add">
      <p className="sticky-add__summary">
        <strong className="sticky-add__price">{formatPrice(store.unitPrice, language)}</strong>
        {product.options.length > 0 ? (
          <span className="sticky-add__size">
            {selected
              ? t('product.stickyBar.size', { size: selected.title })
              : t('product.stickyBar.chooseSize')}
          </span>
        ) : null}
      </p>
      <button
        type="button"
        className="button sticky-add__button"
        aria-disabled={store.adding || undefined}
        onClick={add}
      >
        {t(store.adding ? 'product.adding' : 'product.addToCart')}
      </button>
    </div>
  );
});
