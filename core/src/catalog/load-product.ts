import type { CatalogPageRequest } from './page-request.js';
import type { ProductDetail } from './product.js';
import type { ProductGateway } from './product-gateway.js';
import { requireFound } from './require-found.js';

/** Which product detail page to load, for whom. */
export type LoadProductRequest = CatalogPageRequest;

/** Loads a product detail page; a missing product is a `PageNotFoundError` (404). */
export class LoadProduct {
  constructor(private readonly gateway: ProductGateway) {}

  async execute(request: LoadProductRequest): Promise<ProductDetail> {
    const { path, language, priceType } = request;
    return requireFound(path, () => this.gateway.getProduct(path, language, priceType));
  }
}
