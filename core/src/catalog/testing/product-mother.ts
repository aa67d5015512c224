import { ProductPricesMother } from '../../pricing/testing/product-prices-mother.js';
import type { ProductDetail, ProductTile } from '../product.js';

/** Products for tests, named by the situation they stand for. */
export const ProductMother = {
  /** A home jersey with its own price for every role. */
  jersey(overrides: Partial<ProductTile> = {}): ProductTile {
    return {
      id: 123,
      name: 'Austria Home Jersey 2026',
      brand: 'Puma',
      url: '/p/austria-home-jersey-2026-123/',
      image: '/images/products/123.svg',
      colour: 'red',
      prices: ProductPricesMother.jerseyWithRolePrices(),
      isHeavy: false,
      isBike: false,
      isSki: false,
      ...overrides,
    };
  },

  /** A plain tile with the given id, for listings that need several products. */
  tile(id: number, overrides: Partial<ProductTile> = {}): ProductTile {
    return ProductMother.jersey({
      id,
      name: `Product ${id}`,
      url: `/p/product-${id}/`,
      image: `/images/products/${id}.svg`,
      prices: ProductPricesMother.fullPrice(),
      ...overrides,
    });
  },

  /** The jersey's detail page: sizes S (3 left), M (sold out), L (1 left). */
  jerseyDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
    return {
      ...ProductMother.jersey(),
      description: 'The home jersey of the 2026 season.',
      images: [
        { url: '/images/products/123.svg', alt: 'Austria Home Jersey 2026, front' },
        { url: '/images/products/123-back.svg', alt: 'Austria Home Jersey 2026, back' },
      ],
      options: [
        { id: 1231, title: 'S', stock: 3 },
        { id: 1232, title: 'M', stock: 0 },
        { id: 1233, title: 'L', stock: 1 },
      ],
      breadcrumbs: [
        { name: 'Men', url: '/men/' },
        { name: 'Jerseys', url: '/men/jerseys/' },
      ],
      relatedProducts: [ProductMother.tile(124), ProductMother.tile(125)],
      ...overrides,
    };
  },

  /** A jersey that can have a name (12 letters, €10) and a number (1–99, €8) printed, with a preview. */
  printableJersey(overrides: Partial<ProductDetail> = {}): ProductDetail {
    return ProductMother.jerseyDetail({
      personalisation: {
        name: { maxLength: 12, price: 1_000 },
        number: { min: 1, max: 99, price: 800 },
        preview: 'https://api.test/images/products/123-2.svg',
      },
      ...overrides,
    });
  },

  /** A detail page whose every size is gone. */
  soldOut(): ProductDetail {
    return ProductMother.jerseyDetail({
      options: [
        { id: 1231, title: 'S', stock: 0 },
        { id: 1232, title: 'M', stock: 0 },
      ],
    });
  },
};
