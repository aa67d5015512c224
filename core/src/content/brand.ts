import type { Gender } from '../shared/gender.js';
import { sortByPosition } from '../menu/menu-item.js';
export { BRANDS_PAGE_GENDERS, brandsPagePath } from '../navigation/brands-path.js';

/** Extra data of a brand, as the API sends it. */
export interface BrandData {
  /** Logo image URL. */
  readonly logo?: string;
  /** Sort position on the brands page; brands without one go last. */
  readonly position?: number;
}

/** A brand of the brands page (`/marken/`). */
export interface Brand {
  readonly id: number;
  readonly name: string;
  /** Path of the brand's product listing, e.g. `/marken/nike/`. */
  readonly url: string;
  readonly data: BrandData;
}

/** The brands page for everyone or for one department (the men and women variants). */
export interface BrandsPage {
  readonly gender: Gender;
  readonly brands: readonly Brand[];
}

/**
 * Brands in page order: by `data.position` ascending, stable, brands without a position last in the
 * API's order. The same order as brand entries in the menu, hence the shared rule.
 */
export function sortBrands(brands: readonly Brand[]): Brand[] {
  return sortByPosition(brands);
}
