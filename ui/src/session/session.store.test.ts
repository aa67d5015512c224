import { describe, expect, it } from 'vitest';
import { AccountMother } from '@fanshop/core/testing';
import { createTestShop } from '../testing/test-shop';
import { signIn } from './testing/session-kit';

describe('SessionStore', () => {
  it('given a premium customer, then the price type is premium; after logout it is vk', async () => {
    const shop = createTestShop();
    await signIn(shop, AccountMother.customer({ role: 'premium' }));
    const session = shop.services.session;
    expect(session.priceType).toBe('premium');
    await session.logout();
    expect(session.priceType).toBe('vk');
  });

  it('given a restore still loading when the session ends, then its answer does not log the customer back in', async () => {
    const shop = createTestShop();
    await signIn(shop);
    const session = shop.services.session;
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const original = shop.fakes.account.getAccount.bind(shop.fakes.account);
    shop.fakes.account.getAccount = async () => {
      await gate;
      return original();
    };

    const restoring = session.restore(true);
    await session.logout();
    release();
    await restoring;

    expect(session.loggedIn).toBe(false);
    expect(session.account).toBeNull();
  });

  it('travels from the server to the browser: dehydrated state hydrates an equal session', async () => {
    const server = createTestShop();
    await signIn(server, AccountMother.customer({ role: 'staff' }));
    const state = JSON.parse(JSON.stringify(server.services.session.dehydrate()));

    const browser = createTestShop();
    const session = browser.services.session;
    session.hydrate(state);
    await session.restore();

    expect(session.loggedIn).toBe(true);
    expect(session.priceType).toBe('staff');
    expect(session.firstName).toBe('Marko');
    expect(browser.fakes.account.count('getAccount')).toBe(0);
  });
});
