import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { analyticsItem } from './analytics-item.js';
import { listEvent, searchEvent, valuedEvent } from './analytics-event.js';
import { AnalyticsProductMother } from './testing/analytics-product-mother.js';

describe('given e-commerce events', () => {
  const jersey = analyticsItem(AnalyticsProductMother.homeJersey(), 'vk', { quantity: 2 });
  const scarf = analyticsItem(AnalyticsProductMother.scarfWithoutRrp(), 'vk');

  it('when items are added to the cart, then the event is add_to_cart in EUR with the summed value', () => {
    expect(valuedEvent('add_to_cart', [jersey, scarf])).toEqual({
      name: 'add_to_cart',
      currency: 'EUR',
      value: 199.85,
      items: [jersey, scarf],
    });
  });

  it.each(['view_item', 'remove_from_cart', 'add_to_wishlist'] as const)(
    'when %s is made, then it keeps its GA4 name',
    (name) => {
      expect(valuedEvent(name, [scarf])).toMatchObject({ name, value: 19.95 });
    },
  );

  it('when a list is viewed or an item chosen from it, then the list name travels with the event', () => {
    expect(listEvent('view_item_list', '/men/', [scarf])).toEqual({
      name: 'view_item_list',
      listName: '/men/',
      items: [scarf],
    });
    expect(listEvent('select_item', '/men/', [scarf]).name).toBe('select_item');
  });

  it('when a search is made, then the term is trimmed and a blank one is not tracked', () => {
    expect(searchEvent('  red jersey ')).toEqual({ name: 'search', searchTerm: 'red jersey' });
    expect(searchEvent('   ')).toBeUndefined();
  });
});

describe('properties', () => {
  it('the value of an event is exact in cents: the sum of price × quantity', () => {
    const itemArb = fc.record({
      cents: fc.integer({ min: 0, max: 1_000_000 }),
      quantity: fc.integer({ min: 1, max: 9 }),
    });
    fc.assert(
      fc.property(fc.array(itemArb, { maxLength: 8 }), (lines) => {
        const items = lines.map(({ cents, quantity }, i) =>
          analyticsItem({ id: i, name: 'x', brand: 'y', prices: { vk: cents } }, 'vk', { quantity }),
        );
        const expectedCents = lines.reduce((sum, l) => sum + l.cents * l.quantity, 0);
        expect(valuedEvent('add_to_cart', items).value).toBe(expectedCents / 100);
      }),
    );
  });
});
