import type { Language } from '../shared/language.js';
import type { PriceType } from '../pricing/role.js';

/** Which catalogue page to load, as the router hands it over, and for whom. */
export interface CatalogPageRequest {
  /** App path without language prefix, e.g. `/p/austria-home-jersey-2026-123/`. */
  readonly path: string;
  readonly language: Language;
  readonly priceType: PriceType;
}
