import { describe, expect, it } from 'vitest';
import { accountPriceType, readUserGender } from './account.js';

describe('given an account role', () => {
  it('when it is a known price type, then it applies; otherwise vk', () => {
    expect(accountPriceType({ role: 'staff' })).toBe('staff');
    expect(accountPriceType({ role: '' })).toBe('vk');
    expect(accountPriceType({ role: 'manager' })).toBe('vk');
  });
});

describe('given a gender', () => {
  it('when it is one of the account form’s, then it is kept; anything else is not given', () => {
    for (const gender of ['male', 'female', 'divers', ''] as const)
      expect(readUserGender(gender)).toBe(gender);
    for (const other of ['other', 'MALE', null, 2, undefined]) expect(readUserGender(other)).toBe('');
  });
});
