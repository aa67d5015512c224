import { describe, expect, it } from 'vitest';
import { ResponseParseError } from '../shared/errors.js';
import { defaultShippingAddress, readShippingAddress, shippingAddressDraftOf } from './shipping-address.js';
import { ShippingAddressMother } from './testing/account-mother.js';

describe('given stored addresses', () => {
  it('when one is marked default, then it is the default; with none marked, the first is', () => {
    const home = ShippingAddressMother.home({ isDefault: false });
    const store = ShippingAddressMother.clickAndCollect({ isDefault: true });
    expect(defaultShippingAddress([home, store])).toBe(store);
    expect(defaultShippingAddress([home])).toBe(home);
    expect(defaultShippingAddress([])).toBeUndefined();
  });

  it('when an address is turned into what is sent, then it carries every field but its uuid', () => {
    const { uuid: _uuid, ...fields } = ShippingAddressMother.home();
    expect(shippingAddressDraftOf(ShippingAddressMother.home())).toEqual(fields);
  });
});

describe('given an address in an answer', () => {
  it('when it has no uuid, then it cannot be read', () => {
    expect(() => readShippingAddress({ city: 'Wien' })).toThrow(ResponseParseError);
  });

  it('when the delivery type is click and collect, then it is kept; anything else is home', () => {
    expect(readShippingAddress({ uuid: 'a', deliveryType: 'click_and_collect' }).deliveryType).toBe(
      'click_and_collect',
    );
    expect(readShippingAddress({ uuid: 'a', deliveryType: 'drone' }).deliveryType).toBe('home');
  });
});
