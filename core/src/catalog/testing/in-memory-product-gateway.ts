import type { Language } from '../../shared/language.js';
import type { PriceType } from '../../pricing/role.js';
import type { ProductDetail } from '../product.js';
import type { ProductGateway } from '../product-gateway.js';

/** Products by detail path (case-insensitive), remembering every request. */
export class InMemoryProductGateway implements ProductGateway {
  readonly requests: { path: string; language: Language; priceType: PriceType }[] = [];
  /** When set, every call rejects with it. */
  failure: unknown = undefined;
  private readonly products = new Map<string, ProductDetail>();

  with(product: ProductDetail): this {
    this.products.set(product.url.toLowerCase(), product);
    return this;
  }

  async getProduct(path: string, language: Language, priceType: PriceType): Promise<ProductDetail | null> {
    this.requests.push({ path, language, priceType });
    if (this.failure !== undefined) throw this.failure;
    return this.products.get(path.toLowerCase()) ?? null;
  }
}
