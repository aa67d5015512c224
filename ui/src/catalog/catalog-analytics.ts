import {
  listEvent,
  valuedEvent,
  analyticsItem,
  analyticsItems,
  type AnalyticsProduct,
  type AnalyticsSink,
} from '@fanshop/core/analytics';
import type { PriceType } from '@fanshop/core/pricing';

/**
 * The catalogue's e-commerce events (GA4 `view_item_list`, `select_item`, `view_item`,
 * `add_to_cart`), priced for the shopper's price type. The events are built by the core; this only
 * knows whose prices to use and where to send them. Fire and forget.
 */
export class CatalogAnalytics {
  constructor(
    private readonly sink: AnalyticsSink,
    private readonly priceType: () => PriceType,
  ) {}

  /** The products of a list were shown; `offset` is the position of the first one in the whole list. */
  viewItemList(listName: string, products: readonly AnalyticsProduct[], offset = 0): void {
    if (products.length === 0) return;
    this.sink.track(
      listEvent('view_item_list', listName, analyticsItems(products, this.priceType(), listName, offset)),
    );
  }

  /** A product was chosen from a list at a zero-based position. */
  selectItem(listName: string, product: AnalyticsProduct, index?: number): void {
    const context = index === undefined ? { listName } : { listName, index };
    this.sink.track(listEvent('select_item', listName, [analyticsItem(product, this.priceType(), context)]));
  }

  /** A product's detail page was shown. */
  viewItem(product: AnalyticsProduct): void {
    this.sink.track(valuedEvent('view_item', [analyticsItem(product, this.priceType())]));
  }

  /** Pieces of a product went into the cart. */
  addToCart(product: AnalyticsProduct, quantity: number): void {
    this.sink.track(valuedEvent('add_to_cart', [analyticsItem(product, this.priceType(), { quantity })]));
  }
}
