import type { ReactNode } from 'react';
import { MAX_SWATCHES, type ProductTile as ProductTileData, tileName } from '@fanshop/core/catalog';
import { useT } from '../i18n/i18n-context';
import { useService } from '../di/services-context';
import { Price } from '../components/Price';
import { ShopLink } from '../components/ShopLink';
import { WishlistHeart } from '../wishlist/WishlistHeart';
import { useKeptTiles } from './kept-tiles';
import { SwatchDot } from './SwatchDot';

/** Tiles from this position on start below the fold on a phone (two columns, two rows): their images load lazily. */
const EAGER_TILES = 4;
/** The catalogue's product pictures are square SVGs of this size. */
const IMAGE_SIZE = 400;

export interface ProductTileProps {
  readonly product: ProductTileData;
  /** The list the tile is shown in, for analytics (`select_item`); without it nothing is reported. */
  readonly listName?: string;
  /** Zero-based position in that list; the first tiles load their image at once. */
  readonly index?: number;
}

/**
 * A product in a grid: picture, brand, name and price (with rrp and discount badge for the shopper's
 * price type), linking to the detail page, with the wishlist heart on the picture. Used by listings,
 * related products, the home page and the wishlist.
 */
export function ProductTile({ product, listName, index }: ProductTileProps) {
  const analytics = useService('catalogAnalytics');
  const eager = index !== undefined && index < EAGER_TILES;
  // A server sets down a tile it wrote before as it was (kept-tiles.ts). Not the first ones: React
  // preloads their pictures from the <img> it writes, so it must see them.
  const kept = useKeptTiles();
  if (import.meta.env.SSR && kept && !eager) {
    const markup = kept.markupOf(product);
    if (markup !== undefined)
      return <article className="product-tile" dangerouslySetInnerHTML={{ __html: markup }} />;
  }
  const select = () => {
    if (listName !== undefined) analytics.selectItem(listName, product, index);
  };
  const tile = (
    <article className="product-tile">
      <ShopLink href={product.url} className="product-tile__link" onClick={select}>
        <span className="product-tile__media">
          <img
            src={product.image}
            alt=""
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            // The first pictures of a list are the largest things on a phone's first screen. The defaults
            // (eager, auto) are left out: a listing repeats these attributes on every tile.
            loading={eager ? undefined : 'lazy'}
            fetchPriority={eager ? 'high' : undefined}
            decoding={eager ? undefined : 'async'}
          />
        </span>
        <span className="product-tile__brand">{product.brand}</span>{' '}
        <span className="product-tile__name">{tileName(product.name, product.brand)}</span>
        <TileColourCount product={product} />
      </ShopLink>
      {/* The price and the heart are the tile's own children, without wrappers (styled as `.product-tile > …`). */}
      <TileSwatches product={product} />
      <Price prices={product.prices} size="sm" />
      <WishlistHeart product={{ id: product.id, name: product.name }} />
    </article>
  );
  if (import.meta.env.SSR && kept && !eager)
    kept.keep(product, (tile.props as { children: ReactNode }).children);
  return tile;
}

/** How many colours the article comes in, said inside the tile's link (the swatches are for the pointer). */
function TileColourCount({ product }: { product: ProductTileData }) {
  const { t } = useT();
  const count = product.colourVariants?.length ?? 0;
  if (count < 2) return null;
  return <span className="visually-hidden">{t('listing.colourCount', { count })}</span>;
}

/**
 * The article's other colours as dots under the tile, each linking to its colour. Out of the tab order
 * and hidden from screen readers: the tile's link already says how many colours there are, and a grid of
 * 24 tiles with four dots each would be a hundred more stops on the way to the next tile.
 */
function TileSwatches({ product }: { product: ProductTileData }) {
  const variants = product.colourVariants ?? [];
  if (variants.length < 2) return null;
  const shown = variants.slice(0, MAX_SWATCHES);
  const more = variants.length - shown.length;
  return (
    <div className="swatches swatches--tile" aria-hidden="true">
      {shown.map((variant) => (
        <ShopLink
          key={variant.id}
          href={variant.url}
          tabIndex={-1}
          className={`swatch${variant.id === product.id ? ' swatch--current' : ''}`}
          title={variant.colour.name}
        >
          <SwatchDot hex={variant.colour.hex} />
        </ShopLink>
      ))}
      {more > 0 ? <span className="swatches__more">+{more}</span> : null}
    </div>
  );
}
