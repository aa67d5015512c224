import type { OrderAddress } from '@fanshop/core/account';

/** Stores offering click & collect; the order's shipping address becomes the store's. */
export const COLLECT_STORES: readonly {
  readonly id: string;
  readonly name: string;
  readonly address: Omit<OrderAddress, 'firstname' | 'lastname' | 'deliveryType'>;
}[] = [
  {
    id: 'wien-stadion',
    name: 'Fan Shop Wien · Ernst-Happel-Stadion',
    address: { street: 'Meiereistraße', streetNo: '7', postal: '1020', city: 'Wien', countryId: 40 },
  },
  {
    id: 'graz',
    name: 'Fan Shop Graz',
    address: { street: 'Herrengasse', streetNo: '12', postal: '8010', city: 'Graz', countryId: 40 },
  },
  {
    id: 'salzburg',
    name: 'Fan Shop Salzburg',
    address: { street: 'Getreidegasse', streetNo: '20', postal: '5020', city: 'Salzburg', countryId: 40 },
  },
];

/** The store an order's address names (click & collect), found by its address. */
export function storeAt(
  address: Omit<OrderAddress, 'firstname' | 'lastname'>,
): (typeof COLLECT_STORES)[number] | undefined {
  return COLLECT_STORES.find(
    (store) =>
      store.address.street === address.street &&
      store.address.streetNo === address.streetNo &&
      store.address.postal === address.postal,
  );
}
