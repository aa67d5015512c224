import { useCallback, useEffect, useRef, useState } from 'react';
import type { ProductImage } from '@fanshop/core/catalog';
import { useT } from '../../i18n/i18n-context';
import { ProductZoom } from './ProductZoom';
import { PictureThumbs } from './PictureThumbs';

/** The catalogue's pictures are square SVGs of this size. */
const IMAGE_SIZE = 400;

/** Which picture of a strip of full-width pictures is in view, from how far it has scrolled. */
export function pictureInView(scrollLeft: number, width: number, count: number): number {
  if (width <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(scrollLeft / width)));
}

function scrollStripTo(strip: HTMLElement | null, index: number, behavior: ScrollBehavior): void {
  strip?.scrollTo?.({ left: index * strip.clientWidth, behavior });
}

function prefersReducedMotion(): boolean {
  return globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * The product's pictures. Each picture is a button that opens them full screen (`ProductZoom`). On
 * desktops the one shown is large with the thumbnails under it; on phones and tablets the pictures are
 * a strip that swipes (CSS scroll snap) with dots saying which one is in view. Both are the same markup
 * laid out by product.css, so the server's HTML is the same at every width. The first picture loads
 * first: it is the page's largest paint.
 */
export function ProductGallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const { t } = useT();
  const [shown, setShown] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const strip = useRef<HTMLDivElement>(null);
  const wasZoomed = useRef(false);
  const total = images.length;
  const closeZoom = useCallback(() => setZoomed(false), []);

  // The zoom may have moved on: the gallery shows where it ended and takes the focus back there (the
  // focus trap gives it back to the opener, which Safari never focuses on a click).
  useEffect(() => {
    if (zoomed) {
      wasZoomed.current = true;
      return;
    }
    if (!wasZoomed.current) return;
    wasZoomed.current = false;
    scrollStripTo(strip.current, shown, 'instant');
    strip.current?.querySelectorAll<HTMLElement>('.product-gallery__slide')[shown]?.focus({
      preventScroll: true,
    });
  }, [zoomed, shown]);

  if (total === 0) return <div className="product-gallery product-gallery--empty" />;
  const onScroll = () => {
    const el = strip.current;
    if (el && !zoomed) setShown(pictureInView(el.scrollLeft, el.clientWidth, total));
  };
  const goTo = (index: number) => {
    setShown(index);
    scrollStripTo(strip.current, index, prefersReducedMotion() ? 'instant' : 'smooth');
  };
  return (
    <div className="product-gallery">
      <div ref={strip} className="product-gallery__strip" onScroll={onScroll}>
        {images.map((image, index) => (
          <button
            key={image.url}
            type="button"
            className={`product-gallery__slide${index === shown ? ' product-gallery__slide--current' : ''}`}
            aria-label={t('product.zoomPicture', { index: index + 1, total })}
            onClick={() => {
              setShown(index);
              setZoomed(true);
            }}
          >
            <img
              src={image.url}
              alt={image.alt || name}
              width={IMAGE_SIZE}
              height={IMAGE_SIZE}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          </button>
        ))}
      </div>
      {total > 1 ? (
        <>
          <div className="product-gallery__dots" role="group" aria-label={t('product.pictures')}>
            {images.map((image, index) => (
              <button
                key={image.url}
                type="button"
                className="product-gallery__dot"
                aria-label={t('product.showPicture', { index: index + 1, total })}
                aria-current={index === shown ? 'true' : undefined}
                onClick={() => goTo(index)}
              />
            ))}
          </div>
          <PictureThumbs
            images={images}
            shown={shown}
            onShow={goTo}
            block="product-gallery"
            marked="pressed"
          />
        </>
      ) : null}
      {zoomed ? (
        <ProductZoom images={images} name={name} index={shown} onIndex={setShown} onClose={closeZoom} />
      ) : null}
    </div>
  );
}
