import type { AnalyticsEvent, AnalyticsItem, AnalyticsSink } from '@fanshop/core/analytics';

/** One entry of a tag manager's data layer. */
export type DataLayerEntry = Record<string, unknown>;

/** Where entries are pushed: `window.dataLayer` in the browser. */
export interface DataLayerTarget {
  push(entry: DataLayerEntry): void;
}

/**
 * Analytics into a Google-Tag-Manager style `dataLayer` with GA4 e-commerce names and fields. E-commerce
 * pushes are preceded by `{ ecommerce: null }`, as GA4 asks, so one event's items never leak into the next.
 */
export class DataLayerAnalyticsSink implements AnalyticsSink {
  constructor(private readonly target: () => DataLayerTarget | undefined = browserDataLayer) {}

  track(event: AnalyticsEvent): void {
    const layer = this.target();
    if (!layer) return;
    try {
      for (const entry of toDataLayer(event)) layer.push(entry);
    } catch {
      // Tracking never breaks shopping.
    }
  }
}

/** The browser's `window.dataLayer`, created on first use; none on the server. */
export function browserDataLayer(): DataLayerTarget | undefined {
  const host = globalThis as { window?: { dataLayer?: DataLayerEntry[] } };
  if (!host.window) return undefined;
  host.window.dataLayer ??= [];
  return host.window.dataLayer;
}

/** The data-layer entries for one event. */
export function toDataLayer(event: AnalyticsEvent): DataLayerEntry[] {
  switch (event.name) {
    case 'view_item':
    case 'add_to_cart':
    case 'remove_from_cart':
    case 'add_to_wishlist':
      return [
        { ecommerce: null },
        {
          event: event.name,
          ecommerce: { currency: event.currency, value: event.value, items: event.items.map(toGa4Item) },
        },
      ];
    case 'view_item_list':
    case 'select_item':
      return [
        { ecommerce: null },
        {
          event: event.name,
          ecommerce: { item_list_name: event.listName, items: event.items.map(toGa4Item) },
        },
      ];
    case 'search':
      return [{ event: 'search', search_term: event.searchTerm }];
    case 'login':
    case 'sign_up':
      return [{ event: event.name, method: event.method }];
    case 'page_type':
      return [
        { event: 'page_type', page_type: event.pageType, language: event.language, page_path: event.path },
      ];
    case 'page_counter':
      return [{ event: 'page_counter', page_count: event.count }];
    case 'timer':
      return [{ event: 'timer', elapsed_ms: event.elapsedMs }];
  }
}

function toGa4Item(item: AnalyticsItem): DataLayerEntry {
  return {
    item_id: item.id,
    item_name: item.name,
    item_brand: item.brand,
    price: item.price,
    quantity: item.quantity,
    // GA4 custom item parameter carrying the discount bucket of spec section 9.
    discount_bucket: item.discountBucket,
    ...(item.listName === undefined ? {} : { item_list_name: item.listName }),
    ...(item.index === undefined ? {} : { index: item.index }),
  };
}
