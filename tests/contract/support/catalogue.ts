import type { ProductDetail } from '@fanshop/core/catalog';
import type { Storefront } from './storefront';

/** A product of the seeded catalogue with a size that has at least `stock` pieces, found through the gateways. */
export async function productWithStock(
  shop: Storefront,
  stock = 2,
): Promise<{ product: ProductDetail; optionId: number }> {
  const listing = await shop.listing.getListing({
    path: '/',
    query: { filters: [] },
    priceType: 'vk',
    language: 'en-US',
  });
  for (const tile of listing?.products ?? []) {
    const product = await shop.product.getProduct(tile.url, 'en-US', 'vk');
    const option = product?.options.find((o) => o.stock >= stock);
    if (product && option) return { product, optionId: option.id };
  }
  throw new Error(`no product with ${stock} pieces of a size in stock on the first listing page`);
}
