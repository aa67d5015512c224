import { describe, expect, it } from 'vitest';
import { RecordingNavigator } from '../navigation/testing/recording-navigator.js';
import { ResponseParseError } from '../shared/errors.js';
import { MemoryLogger } from '../shared/testing/memory-logger.js';
import { LoadAccount } from './load-account.js';
import { AccountMother } from './testing/account-mother.js';
import { FakeAccountGateway } from './testing/fake-account-gateway.js';

function world() {
  const accounts = new FakeAccountGateway();
  const navigator = new RecordingNavigator();
  const logger = new MemoryLogger();
  return { accounts, navigator, logger, load: new LoadAccount(accounts, navigator, logger) };
}

describe('given a logged-in customer', () => {
  it('when the account loads, then it is returned and the shopper stays', async () => {
    const { load, navigator } = world();
    await expect(load.execute()).resolves.toEqual(AccountMother.customer());
    expect(navigator.visits).toEqual([]);
  });

  it('when the call fails, then the failure is logged and the shopper goes home', async () => {
    const { accounts, load, navigator, logger } = world();
    accounts.failures.set('getAccount', { status: 500, data: {} });

    await expect(load.execute()).resolves.toBeUndefined();

    expect(navigator.visits).toEqual(['home']);
    expect(logger.errors).toHaveLength(1);
    expect(logger.errors[0]?.message).toBe('loading the account failed');
  });

  it('when the answer holds no account data, then a parse error is logged and the shopper goes home', async () => {
    const { accounts, load, navigator, logger } = world();
    accounts.account = undefined;

    await expect(load.execute()).resolves.toBeUndefined();

    expect(navigator.visits).toEqual(['home']);
    const logged = logger.errors[0]?.details?.error;
    expect(logged).toBeInstanceOf(ResponseParseError);
    expect((logged as ResponseParseError).field).toBe('data.data');
  });
});
