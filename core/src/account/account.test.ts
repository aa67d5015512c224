import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ResponseParseError } from '../shared/errors.js';
import { accountPriceType, readAccount } from './account.js';
import { AccountMother } from './testing/account-mother.js';

describe('given the data.data of the account answer', () => {
  it('when it is missing or not an object, then it fails with "failed to parse the server response"', () => {
    for (const data of [undefined, null, 'user', [], 42]) {
      expect(() => readAccount(data)).toThrow(ResponseParseError);
    }
    expect(() => readAccount(undefined)).toThrow('failed to parse the server response: data.data');
  });

  it('when it is a full account, then every field is read as sent', () => {
    const account = AccountMother.customer({
      role: 'premium',
      p4m: true,
      avatar: '/a.png',
      gender: 'divers',
    });
    expect(readAccount(JSON.parse(JSON.stringify(account)))).toEqual(account);
  });

  it('when optional fields are null or odd, then they read as empty, flags as booleans and gender as one of the four', () => {
    const account = readAccount({
      firstName: null,
      phone: 6601234567,
      gender: 'other',
      p4m: 1,
      verified: '0',
      addresses: { shipping: [{ uuid: 'a1', countryId: '14', isDefault: '1' }, { city: 'no uuid' }, null] },
    });
    expect(account).toMatchObject({
      firstName: '',
      phone: '6601234567',
      gender: '',
      p4m: true,
      verified: false,
    });
    expect(account.addresses.shipping).toHaveLength(1);
    expect(account.addresses.shipping[0]).toMatchObject({
      uuid: 'a1',
      countryId: 14,
      isDefault: true,
      deliveryType: 'home',
    });
  });

  it('when read again, then reading changes nothing (for any input that reads at all)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.object()), (data) => {
        let once;
        try {
          once = readAccount(data);
        } catch (error) {
          return error instanceof ResponseParseError;
        }
        expect(readAccount(once)).toEqual(once);
        return true;
      }),
    );
  });
});

describe('given an account role', () => {
  it('when it is a known price type, then it applies; otherwise vk', () => {
    expect(accountPriceType({ role: 'staff' })).toBe('staff');
    expect(accountPriceType({ role: '' })).toBe('vk');
    expect(accountPriceType({ role: 'manager' })).toBe('vk');
  });
});
