import type { ProductTile as ProductTileData } from '@fanshop/core/catalog';
import { ProductTile } from './ProductTile';

/** Products as a grid of tiles: two columns on phones, three on tablets, four on desktops. */
export function ProductGrid({
  products,
  listName,
  offset = 0,
  busy = false,
  label,
  wide = false,
}: {
  products: readonly ProductTileData[];
  /** The list's name for analytics. */
  listName?: string;
  /** The position of the first product in the whole list (earlier pages). */
  offset?: number;
  busy?: boolean;
  /** An accessible name for the list. */
  label?: string;
  /** A grid across the whole page (no filter column): four columns from tablets on. */
  wide?: boolean;
}) {
  return (
    <ul
      className={`product-grid${wide ? ' product-grid--wide' : ''}`}
      aria-busy={busy || undefined}
      aria-label={label}
    >
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductTile
            product={product}
            {...(listName === undefined ? {} : { listName })}
            index={offset + index}
          />
        </li>
      ))}
    </ul>
  );
}
