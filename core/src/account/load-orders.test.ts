import { describe, expect, it } from 'vitest';
import { RecordingNavigator } from '../navigation/testing/recording-navigator.js';
import { MemoryLogger } from '../shared/testing/memory-logger.js';
import { LoadOrder } from './load-order.js';
import { LoadOrders } from './load-orders.js';
import { OrderMother } from './testing/account-mother.js';
import { FakeAccountGateway } from './testing/fake-account-gateway.js';

function world() {
  const accounts = new FakeAccountGateway();
  accounts.orders = [OrderMother.placed(), OrderMother.placed({ uuid: 'order-2', number: '100002' })];
  const navigator = new RecordingNavigator();
  const logger = new MemoryLogger();
  return {
    accounts,
    navigator,
    logger,
    list: new LoadOrders(accounts, navigator, logger),
    one: new LoadOrder(accounts, navigator, logger),
  };
}

describe('given a customer with two orders', () => {
  it('when the orders load, then both are returned', async () => {
    const { list, navigator } = world();
    expect((await list.execute())?.map((o) => o.number)).toEqual(['100001', '100002']);
    expect(navigator.visits).toEqual([]);
  });

  it('when one order is opened by uuid, then that order is returned', async () => {
    const { one } = world();
    expect((await one.execute('order-2'))?.number).toBe('100002');
  });

  it('when the order list fails to load, then the failure is logged and the shopper goes home', async () => {
    const { accounts, list, navigator, logger } = world();
    accounts.failures.set('listOrders', { status: 500, data: {} });
    await expect(list.execute()).resolves.toBeUndefined();
    expect(navigator.visits).toEqual(['home']);
    expect(logger.errors).toHaveLength(1);
    expect(logger.errors[0]).toMatchObject({
      message: 'loading the orders failed',
      details: { error: { status: 500 } },
    });
  });

  it('when an unknown order is opened, then the shopper goes home', async () => {
    const { one, navigator, logger } = world();
    await expect(one.execute('nope')).resolves.toBeUndefined();
    expect(navigator.visits).toEqual(['home']);
    expect(logger.errors[0]).toMatchObject({
      message: 'loading the order failed',
      details: { uuid: 'nope' },
    });
  });
});
