import { useState } from 'react';
import type { ProductImage } from '@fanshop/core/catalog';
import { useT } from '../../i18n/i18n-context';

/** The catalogue's pictures are square SVGs of this size. */
const IMAGE_SIZE = 400;

/**
 * The product's pictures: the main one large (loaded first, it is the page's largest paint) and the
 * thumbnails as buttons that show their picture.
 */
export function ProductGallery({ images, name }: { images: readonly ProductImage[]; name: string }) {
  const { t } = useT();
  const [shown, setShown] = useState(0);
  const main = images[shown] ?? images[0];
  if (!main) return <div className="product-gallery product-gallery--empty" />;
  return (
    <div className="product-gallery">
      <div className="product-gallery__main">
        <img
          src={main.url}
          alt={main.alt || name}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading="eager"
          fetchPriority={shown === 0 ? 'high' : 'auto'}
          decoding="async"
        />
      </div>
      {images.length > 1 ? (
        <ul className="product-gallery__thumbs" aria-label={t('product.pictures')}>
          {images.map((image, index) => (
            <li key={image.url}>
              <button
                type="button"
                className={`product-gallery__thumb${index === shown ? ' product-gallery__thumb--current' : ''}`}
                aria-pressed={index === shown}
                aria-label={t('product.showPicture', { index: index + 1, total: images.length })}
                onClick={() => setShown(index)}
              >
                <img
                  src={image.url}
                  alt=""
                  width={IMAGE_SIZE}
                  height={IMAGE_SIZE}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
