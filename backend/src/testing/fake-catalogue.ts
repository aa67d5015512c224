import type { PriceType } from '@fanshop/core/pricing';
import type { PersonalisationOffer } from '@fanshop/core/personalisation';
import type { CartProductInfo, CatalogueApi, Language } from '../catalogue/catalogue-api';
import { JERSEY_PRINT } from '../catalogue/product/print-offer';

/** A product of the fake catalogue with its size options. */
export interface FakeProduct {
  readonly id: number;
  readonly name: string;
  readonly options: readonly { readonly id: number; readonly title: string; stock: number }[];
  readonly prices: Readonly<Record<PriceType, number>>;
  readonly rrp: number;
  /** What it can have printed (the jersey: the reference shop's name and number). */
  readonly personalisation?: PersonalisationOffer;
}

/**
 * A small in-memory catalogue for the platform's tests: three products, stock per option, tiles
 * carrying `id`, `name` and the price of the asked price type.
 */
export class FakeCatalogue implements CatalogueApi {
  readonly products: FakeProduct[] = [
    {
      id: 101,
      name: 'Austria Home Jersey 2026',
      options: [
        { id: 1011, title: 'S', stock: 10 },
        { id: 1012, title: 'M', stock: 3 },
        { id: 1013, title: 'L', stock: 0 },
      ],
      prices: { vk: 8995, premium: 8095, staff: 6295, pro: 6995 },
      rrp: 9995,
      personalisation: JERSEY_PRINT,
    },
    {
      id: 102,
      name: 'Fan Scarf',
      options: [{ id: 1021, title: 'One size', stock: 100 }],
      prices: { vk: 1995, premium: 1795, staff: 1395, pro: 1595 },
      rrp: 1995,
    },
    {
      id: 103,
      name: 'Match Ball',
      options: [{ id: 1031, title: '5', stock: 5 }],
      prices: { vk: 14999, premium: 13499, staff: 10499, pro: 11999 },
      rrp: 16999,
    },
  ];

  #find(optionId: number) {
    for (const product of this.products) {
      const option = product.options.find((o) => o.id === optionId);
      if (option) return { product, option };
    }
    return undefined;
  }

  cartProductByOption(optionId: number, language: Language): CartProductInfo | undefined {
    const found = this.#find(optionId);
    if (!found) return undefined;
    const { product, option } = found;
    return {
      optionId: option.id,
      productId: product.id,
      optionTitle: option.title,
      stock: option.stock,
      name: language === 'de' ? `${product.name} (DE)` : product.name,
      brand: 'Puma',
      url: `/p/product-${product.id}/`,
      image: `/images/products/${product.id}.svg`,
      categories: ['Jerseys'],
      sports: ['Football'],
      genderSysname: 'unisex',
      isHeavy: false,
      isBike: false,
      isSki: false,
      prices: product.prices,
      rrp: product.rrp,
      ...(product.personalisation ? { personalisation: product.personalisation } : {}),
    };
  }

  productTiles(productIds: readonly number[], language: Language, priceType: PriceType): unknown[] {
    return productIds.flatMap((id) => {
      const product = this.products.find((p) => p.id === id);
      return product
        ? [{ id, name: product.name, language, price: product.prices[priceType], priceType }]
        : [];
    });
  }

  productExists(productId: number): boolean {
    return this.products.some((p) => p.id === productId);
  }

  takeStock(optionId: number, quantity: number): boolean {
    const option = this.#find(optionId)?.option;
    if (!option || option.stock < quantity) return false;
    option.stock -= quantity;
    return true;
  }
}
