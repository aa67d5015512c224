import type { PriceType } from '@fanshop/core/pricing';
import type { Services } from '../services';

/** The password of every demo customer (README, docs/api.md). */
export const DEMO_PASSWORD = 'Fanshop2026!';

/** One demo customer per price type, verified, each with a default home address in Vienna. */
export const DEMO_CUSTOMERS: readonly {
  readonly email: string;
  readonly role: PriceType;
  readonly firstName: string;
  readonly lastName: string;
}[] = [
  { email: 'vk@fanshop.test', role: 'vk', firstName: 'Valentina', lastName: 'Kern' },
  { email: 'premium@fanshop.test', role: 'premium', firstName: 'Paul', lastName: 'Mayr' },
  { email: 'staff@fanshop.test', role: 'staff', firstName: 'Sophie', lastName: 'Gruber' },
  { email: 'pro@fanshop.test', role: 'pro', firstName: 'Lukas', lastName: 'Huber' },
];

/** Creates the demo customers that do not exist yet. */
export async function seedDemoCustomers(s: Services): Promise<void> {
  for (const demo of DEMO_CUSTOMERS) {
    if (s.accounts.findByEmail(demo.email)) continue;
    const passwordHash = await s.passwords.hash(DEMO_PASSWORD);
    const created = s.accounts.create({ ...demo, passwordHash, verified: true, gender: '' });
    if (!created) continue;
    s.addresses.add(created.id, {
      firstname: demo.firstName,
      lastname: demo.lastName,
      street: 'Meiereistraße',
      streetNo: '7',
      postal: '1020',
      city: 'Wien',
      countryId: 40,
      deliveryType: 'home',
      isDefault: true,
    });
  }
}
