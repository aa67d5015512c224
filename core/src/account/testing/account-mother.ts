import type { Account } from '../account.js';
import { AUSTRIA_COUNTRY_ID } from '../address-rules.js';
import type { Order } from '../order.js';
import type { ShippingAddress, ShippingAddressDraft } from '../shipping-address.js';

/** Delivery addresses, stored and as a shopper types a new one. */
export const ShippingAddressMother = {
  /** A new home delivery address in Vienna, every field as the rules want it. */
  draft(overrides: Partial<ShippingAddressDraft> = {}): ShippingAddressDraft {
    return {
      firstname: 'Anna',
      lastname: 'Berger',
      street: 'Mariahilfer Straße',
      streetNo: '12/3',
      postal: '1060',
      city: 'Wien',
      countryId: AUSTRIA_COUNTRY_ID,
      deliveryType: 'home',
      isDefault: false,
      ...overrides,
    };
  },
  home(overrides: Partial<ShippingAddress> = {}): ShippingAddress {
    return {
      uuid: 'addr-home',
      firstname: 'Marko',
      lastname: 'Arnautović',
      city: 'Wien',
      countryId: 14,
      postal: '1020',
      street: 'Meiereistraße',
      streetNo: '7',
      deliveryType: 'home',
      isDefault: true,
      ...overrides,
    };
  },
  clickAndCollect(overrides: Partial<ShippingAddress> = {}): ShippingAddress {
    return {
      uuid: 'addr-store',
      firstname: 'Marko',
      lastname: 'Arnautović',
      city: 'Graz',
      countryId: 14,
      postal: '8010',
      street: 'Herrengasse',
      streetNo: '3',
      deliveryType: 'click_and_collect',
      isDefault: false,
      ...overrides,
    };
  },
};

/** Customer accounts. */
export const AccountMother = {
  customer(overrides: Partial<Account> = {}): Account {
    return {
      firstName: 'Marko',
      lastName: 'Arnautović',
      email: 'marko@example.at',
      phone: '+43 660 1234567',
      birthday: '1989-04-19',
      gender: 'male',
      avatar: '',
      role: 'vk',
      p4m: false,
      verified: true,
      addresses: { shipping: [ShippingAddressMother.home()] },
      ...overrides,
    };
  },
};

/** Placed orders. */
export const OrderMother = {
  placed(overrides: Partial<Order> = {}): Order {
    return {
      uuid: 'order-1',
      number: '100001',
      createdAt: '2024-05-02T10:15:00Z',
      status: 'placed',
      lines: [
        {
          name: 'Home Jersey 24/25',
          brand: 'Puma',
          size: 'M',
          quantity: 2,
          unitPrice: 8999,
          linePrice: 17998,
          image: '/images/jersey.svg',
        },
      ],
      totals: { subtotal: 17998, delivery: 495, total: 18493 },
      shippingAddress: {
        firstname: 'Marko',
        lastname: 'Arnautović',
        city: 'Wien',
        countryId: 14,
        postal: '1020',
        street: 'Meiereistraße',
        streetNo: '7',
        deliveryType: 'home',
      },
      paymentMethod: 'invoice',
      ...overrides,
    };
  },
};
