import type { ProductImage } from '@fanshop/core/catalog';
import { useT } from '../../i18n/i18n-context';

/** The thumbnails are the catalogue's square pictures, drawn smaller by the stylesheet. */
const THUMB_SIZE = 400;

/**
 * A row of the product's pictures as buttons that show their picture: under the gallery on desktops
 * and in the full-screen zoom. `block` is the owner's class (`product-gallery` gives
 * `product-gallery__thumbs` and `__thumb`, which size them); the picture shown is marked as a pressed
 * toggle in the gallery and as the current one of the set in the zoom.
 */
export function PictureThumbs({
  images,
  shown,
  onShow,
  block,
  marked,
}: {
  images: readonly ProductImage[];
  shown: number;
  onShow: (index: number) => void;
  block: string;
  marked: 'pressed' | 'current';
}) {
  const { t } = useT();
  const total = images.length;
  return (
    <ul className={`picture-thumbs ${block}__thumbs`} aria-label={t('product.pictures')}>
      {images.map((image, index) => (
        <li key={image.url}>
          <button
            type="button"
            className={`picture-thumb ${block}__thumb${index === shown ? ' picture-thumb--current' : ''}`}
            aria-label={t('product.showPicture', { index: index + 1, total })}
            {...(marked === 'pressed'
              ? { 'aria-pressed': index === shown }
              : { 'aria-current': index === shown ? ('true' as const) : undefined })}
            onClick={() => onShow(index)}
          >
            <img
              src={image.url}
              alt=""
              width={THUMB_SIZE}
              height={THUMB_SIZE}
              loading="lazy"
              decoding="async"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
