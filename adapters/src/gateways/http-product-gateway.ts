import type { ProductDetail, ProductGateway } from '@fanshop/core/catalog';
import type { Language } from '@fanshop/core/shared';
import type { PriceType } from '@fanshop/core/pricing';
import type { HttpClient } from '../http/http-client.js';
import { alternatesOf } from './alternates.js';
import { assetUrl } from './asset-url.js';
import { nullIfNotFound } from './not-found.js';
import { parse } from './parse.js';
import { toProductTile } from './product-tile.js';
import { productAnswer } from './schemas/catalog.js';
import { type PersonalisationOffer, readPersonalisationOffer } from '@fanshop/core/personalisation';

/** The shop API's product detail pages (`GET /api/v1/product/?path=`, decisions.md). */
export class HttpProductGateway implements ProductGateway {
  constructor(private readonly http: HttpClient) {}

  getProduct(path: string, language: Language, priceType: PriceType): Promise<ProductDetail | null> {
    return nullIfNotFound(async () => {
      const body = await this.http.get<unknown>('/api/v1/product/', {
        params: { path, priceType },
        language,
      });
      const raw = parse(productAnswer, body, 'data');
      const base = this.http.baseUrl;
      return {
        ...toProductTile(raw, base),
        description: raw.description,
        // The API sends picture URLs only; the product's name is their alternative text.
        images: raw.images.map((image) =>
          typeof image === 'string'
            ? { url: assetUrl(base, image), alt: raw.name }
            : { url: assetUrl(base, image.url), alt: image.alt ?? raw.name },
        ),
        options: raw.options.map((option) => ({ id: option.id, title: option.title, stock: option.stock })),
        breadcrumbs: raw.breadcrumbs,
        relatedProducts: raw.relatedProducts.map((tile) => toProductTile(tile, base)),
        ...alternatesOf(raw.seo?.alternates),
        ...(raw.sku ? { articleNumber: raw.sku } : {}),
        ...(raw.sizeChart ? { sizeChart: raw.sizeChart } : {}),
        ...(raw.facts
          ? {
              facts: {
                material: raw.facts.material,
                care: raw.facts.care,
                ...(raw.facts.fit ? { fit: raw.facts.fit } : {}),
              },
            }
          : {}),
        ...withOffer(readPersonalisationOffer(raw.personalisation), base),
      };
    });
  }
}

/** The offer of a product that has one, its preview addressed on the API's host; nothing for one without. */
function withOffer(
  offer: PersonalisationOffer | undefined,
  base: string,
): { personalisation?: PersonalisationOffer } {
  if (!offer) return {};
  return { personalisation: offer.preview ? { ...offer, preview: assetUrl(base, offer.preview) } : offer };
}
