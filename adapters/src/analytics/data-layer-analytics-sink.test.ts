import { describe, expect, it } from 'vitest';
import { analyticsItem, valuedEvent, searchEvent } from '@fanshop/core/analytics';
import { DataLayerAnalyticsSink, type DataLayerEntry } from './data-layer-analytics-sink.js';

function sinkWithLayer() {
  const layer: DataLayerEntry[] = [];
  return { layer, sink: new DataLayerAnalyticsSink(() => layer) };
}

describe('DataLayerAnalyticsSink', () => {
  it('given add_to_cart, then GA4 e-commerce is pushed after clearing the previous ecommerce object', () => {
    const { layer, sink } = sinkWithLayer();
    const item = analyticsItem(
      { id: 7, name: 'Home jersey', brand: 'Puma', prices: { vk: 8999, rrp: 11999 } },
      'vk',
      {
        quantity: 2,
      },
    );
    sink.track(valuedEvent('add_to_cart', [item]));
    expect(layer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_cart',
        ecommerce: {
          currency: 'EUR',
          value: 179.98,
          items: [
            {
              item_id: '7',
              item_name: 'Home jersey',
              item_brand: 'Puma',
              price: 89.99,
              quantity: 2,
              discount_bucket: '21-30',
            },
          ],
        },
      },
    ]);
  });

  it('given a search, page counter and timer, then their own events are pushed', () => {
    const { layer, sink } = sinkWithLayer();
    sink.track(searchEvent('jersey')!);
    sink.track({ name: 'page_counter', count: 10 });
    sink.track({ name: 'timer', elapsedMs: 480000 });
    expect(layer).toEqual([
      { event: 'search', search_term: 'jersey' },
      { event: 'page_counter', page_count: 10 },
      { event: 'timer', elapsed_ms: 480000 },
    ]);
  });

  it('given no data layer (server rendering), then tracking does nothing and does not throw', () => {
    const sink = new DataLayerAnalyticsSink(() => undefined);
    expect(() => sink.track({ name: 'page_counter', count: 10 })).not.toThrow();
  });

  it('given a data layer that throws, then shopping goes on', () => {
    const sink = new DataLayerAnalyticsSink(() => ({
      push: () => {
        throw new Error('blocked');
      },
    }));
    expect(() => sink.track({ name: 'timer', elapsedMs: 1 })).not.toThrow();
  });
});
