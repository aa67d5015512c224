import type { Language } from '../shared/language.js';
import type { PriceType } from '../pricing/role.js';
import type { ProductDetail } from './product.js';
import type { ProductGateway } from './product-gateway.js';
import { requireFound } from './require-found.js';

/** Which product detail page to load, for whom. */
export interface LoadProductRequest {
  /** App path without language prefix, e.g. `/p/austria-home-jersey-2026-123/`. */
  readonly path: string;
  readonly language: Language;
  readonly priceType: PriceType;
}

/** Loads a product detail page; a missing product is a `PageNotFoundError` (404). */
export class LoadProduct {
  constructor(private readonly gateway: ProductGateway) {}

  async execute(request: LoadProductRequest): Promise<ProductDetail> {
    const { path, language, priceType } = request;
    return requireFound(path, () => this.gateway.getProduct(path, language, priceType));
  }
}
