import type { Language } from '../shared/language.js';
import type { PriceType } from '../pricing/role.js';
import type { ProductDetail } from './product.js';

/** The shop API's product detail pages (decisions: `GET /api/v1/product/?path=`). */
export interface ProductGateway {
  /**
   * The product at a detail path (`/p/…/`) in a language, related products priced for the price
   * type; `null` when there is no such product.
   */
  getProduct(path: string, language: Language, priceType: PriceType): Promise<ProductDetail | null>;
}
