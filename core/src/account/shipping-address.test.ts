import { describe, expect, it } from 'vitest';
import { defaultShippingAddress, shippingAddressDraftOf } from './shipping-address.js';
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
