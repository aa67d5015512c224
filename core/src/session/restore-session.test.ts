import { describe, expect, it } from 'vitest';
import { AccountMother } from '../account/testing/account-mother.js';
import { FakeAccountGateway } from '../account/testing/fake-account-gateway.js';
import { MemoryLogger } from '../shared/testing/memory-logger.js';
import { MemoryCredentialStore } from './testing/memory-credential-store.js';
import { RestoreSession } from './restore-session.js';

function customerCredentials(): MemoryCredentialStore {
  const store = new MemoryCredentialStore();
  store.setToken('token-1');
  store.setRequestId('3b7c8f8e-1111-4111-8111-111111111111');
  return store;
}

describe('RestoreSession', () => {
  it('given a guest, when restoring, then no account is loaded and prices are vk', async () => {
    const accounts = new FakeAccountGateway();
    const store = new MemoryCredentialStore();
    store.setRequestId('u6f1c2d3e-0000-4000-8000-000000000001');
    const session = await new RestoreSession(store, accounts).execute();
    expect(session).toEqual({ loggedIn: false, account: null, priceType: 'vk' });
    expect(accounts.count('getAccount')).toBe(0);
  });

  it('given a premium customer, when restoring, then the account is loaded and prices are premium', async () => {
    const accounts = new FakeAccountGateway();
    accounts.account = AccountMother.customer({ role: 'premium' });
    const session = await new RestoreSession(customerCredentials(), accounts).execute();
    expect(session.loggedIn).toBe(true);
    expect(session.account?.role).toBe('premium');
    expect(session.priceType).toBe('premium');
  });

  it('given the account call fails, when restoring, then the customer stays logged in with vk prices and it is logged', async () => {
    const accounts = new FakeAccountGateway();
    accounts.failures.set('getAccount', new Error('down'));
    const logger = new MemoryLogger();
    const session = await new RestoreSession(customerCredentials(), accounts, logger).execute();
    expect(session).toEqual({ loggedIn: true, account: null, priceType: 'vk' });
    expect(logger.entries.some((e) => e.level === 'warn')).toBe(true);
    expect(logger.entries[0]?.message).toBe('account could not be loaded; showing default prices');
    expect(typeof logger.entries[0]?.details?.error).toBe('string');
  });
});
