import { useCallback, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { ProductImage } from '@fanshop/core/catalog';
import { useT } from '../../i18n/i18n-context';
import { useFocusTrap } from '../../components/use-focus-trap';
import { listen } from '../../components/listen';
import { useScrollLock } from '../../components/use-scroll-lock';
import { ChevronLeftIcon, ChevronRightIcon } from '../../header/icons';
import { CloseButton } from '../../components/CloseButton';
import { PictureThumbs } from './PictureThumbs';

/** The catalogue's SVGs are drawn at 400 px and scale without loss; the zoom asks for them larger. */
const ZOOM_SIZE = 1200;
/** The keys that step through the pictures, and which way. */
const ARROWS: Partial<Record<string, number>> = { ArrowLeft: -1, ArrowRight: 1 };

export interface ProductZoomProps {
  readonly images: readonly ProductImage[];
  readonly name: string;
  /** The picture shown; the gallery behind follows it, so closing leaves the shopper where they were. */
  readonly index: number;
  readonly onIndex: (index: number) => void;
  /** Must keep its identity across renders: the focus trap starts again whenever it changes. */
  readonly onClose: () => void;
}

/**
 * The product's pictures full screen, as a modal dialog: previous and next (also ←/→, going round at
 * the ends, so the focused button never disappears), the position, thumbnails, and close (also Escape).
 * Focus stays inside until it closes and then goes back to the picture that opened it; the page behind
 * does not scroll. Rendered only while open, in the browser.
 */
export function ProductZoom({ images, name, index, onIndex, onClose }: ProductZoomProps) {
  const { t } = useT();
  const ref = useRef<HTMLDivElement>(null);
  const total = images.length;
  const image = images[index] ?? images[0];
  useFocusTrap(ref, true, onClose);
  useScrollLock(true);
  const step = useCallback((by: number) => onIndex((index + by + total) % total), [index, total, onIndex]);

  useEffect(() => {
    const root = ref.current;
    if (!root || total < 2) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const by = ARROWS[event.key];
      if (!by) return;
      event.preventDefault();
      step(by);
    };
    return listen(root, 'keydown', onKeyDown);
  }, [step, total]);

  if (!image) return null;
  return createPortal(
    <div
      ref={ref}
      className="product-zoom"
      role="dialog"
      aria-modal="true"
      aria-label={t('product.zoom.title', { name })}
      tabIndex={-1}
    >
      <div className="product-zoom__bar">
        <p className="product-zoom__position" aria-live="polite">
          {t('product.zoom.position', { index: index + 1, total })}
        </p>
        <CloseButton className="product-zoom__close" label={t('product.zoom.close')} onClick={onClose} />
      </div>
      <div className="product-zoom__stage">
        <img
          key={image.url}
          className="product-zoom__picture"
          src={image.url}
          alt={image.alt || name}
          width={ZOOM_SIZE}
          height={ZOOM_SIZE}
          decoding="async"
        />
        {total > 1 ? (
          <>
            <button
              type="button"
              className="product-zoom__step product-zoom__step--previous"
              aria-label={t('product.zoom.previous')}
              onClick={() => step(-1)}
            >
              <ChevronLeftIcon />
            </button>
            <button
              type="button"
              className="product-zoom__step product-zoom__step--next"
              aria-label={t('product.zoom.next')}
              onClick={() => step(1)}
            >
              <ChevronRightIcon />
            </button>
          </>
        ) : null}
      </div>
      {total > 1 ? (
        <PictureThumbs images={images} shown={index} onShow={onIndex} block="product-zoom" marked="current" />
      ) : null}
    </div>,
    document.body,
  );
}
