import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { flushMicrotasks } from '../shared/testing/fake-scheduler.js';
import { hasValue, type SessionCredentials } from './session.js';
import type { LogoutBehaviour } from './testing/fake-auth-gateway.js';
import { CredentialsMother } from './testing/session-mother.js';
import { sessionWorld } from './testing/session-world.js';

describe('given a logged-in customer', () => {
  it('when logging out, then the API is told first, then credentials, cart, wishlist and merge ids are cleared and home follows', async () => {
    const world = sessionWorld(CredentialsMother.customer());

    await world.logout.execute();

    expect(world.journal.entries).toEqual([
      'logout call',
      'clear token',
      'clear request id',
      'clear user hash',
      'reset cart',
      'reset wishlist',
      'clear wishlist merge id',
      'clear cart merge id',
      'go home',
    ]);
    expect(world.credentials.isEmpty).toBe(true);
    expect(world.cartState.items).toEqual([]);
    expect(world.wishlistState.items).toEqual([]);
    expect(world.wishlistMergeIds.value).toBeNull();
    expect(world.cartMergeIds.value).toBeNull();
  });

  it('when the logout call fails, then the session is still ended locally and the failure is logged', async () => {
    const world = sessionWorld(CredentialsMother.customer());
    world.auth.logoutBehaviour = { outcome: 'fail' };

    await expect(world.logout.execute()).resolves.toBeUndefined();

    expect(world.credentials.isEmpty).toBe(true);
    expect(world.navigator.homeVisits).toBe(1);
    expect(world.logger.entries.map((e) => e.level)).toEqual(['warn']);
  });

  it('when the logout call hangs, then nothing is cleared until it settles', async () => {
    const world = sessionWorld(CredentialsMother.customer());
    world.auth.logoutBehaviour = { outcome: 'fail', afterMs: 5_000 };

    const done = world.logout.execute();
    await world.scheduler.advanceAsync(4_999);
    expect(world.credentials.token).toBe(CredentialsMother.customer().token);

    await world.scheduler.advanceAsync(1);
    await done;
    expect(world.credentials.isEmpty).toBe(true);
  });

  it('when logout is called three times concurrently, then one run serves all of them', async () => {
    const world = sessionWorld(CredentialsMother.customer());
    world.auth.logoutBehaviour = { outcome: 'succeed', afterMs: 100 };

    const calls = [world.logout.execute(), world.logout.execute(), world.logout.execute()];
    await world.scheduler.advanceAsync(100);
    await Promise.all(calls);

    expect(world.auth.logouts).toBe(1);
    expect(world.navigator.homeVisits).toBe(1);
    expect(world.cartState.resets).toBe(1);
  });

  it('when logging out again after a finished logout, then a new run starts', async () => {
    const world = sessionWorld(CredentialsMother.customer());
    await world.logout.execute();
    await world.logout.execute();
    expect(world.navigator.homeVisits).toBe(2);
  });

  it('when resetting the cart throws, then the rest of the clean-up and the way home still happen', async () => {
    const world = sessionWorld(CredentialsMother.customer());
    world.cartState.failure = new Error('store disposed');

    await world.logout.execute();

    expect(world.wishlistState.resets).toBe(1);
    expect(world.cartMergeIds.value).toBeNull();
    expect(world.navigator.homeVisits).toBe(1);
    expect(world.logger.errors.map((e) => e.message)).toEqual(['clearing the cart on logout failed']);
  });
});

describe('given a session the server already ended', () => {
  it('when logging out, then no call is made with the gone token, and local state is cleared', async () => {
    const world = sessionWorld(CredentialsMother.customer());
    await world.logout.execute({ serverEnded: true });
    expect(world.auth.logouts).toBe(0);
    expect(world.credentials.isEmpty).toBe(true);
    expect(world.navigator.homeVisits).toBe(1);
  });
});

describe('given a guest without a token', () => {
  it('when logging out, then there is nothing to revoke, so no call is made, but local state is cleared', async () => {
    const world = sessionWorld(CredentialsMother.guest());
    await world.logout.execute();
    expect(world.auth.logouts).toBe(0);
    expect(world.credentials.isEmpty).toBe(true);
    expect(world.navigator.homeVisits).toBe(1);
  });
});

const maybeText = fc.option(fc.string({ maxLength: 12 }), { nil: undefined });
const anyCredentials: fc.Arbitrary<SessionCredentials> = fc.record({
  token: maybeText,
  requestId: maybeText,
  userHash: maybeText,
});
const anyBehaviour: fc.Arbitrary<LogoutBehaviour> = fc.record(
  {
    outcome: fc.constantFrom('succeed' as const, 'fail' as const),
    afterMs: fc.integer({ min: 0, max: 60_000 }),
  },
  { requiredKeys: ['outcome'] },
);

describe('property: logout always ends the session locally', () => {
  it('whatever is stored and whatever the gateway does (succeeds, fails, hangs then fails), credentials end up cleared, once', async () => {
    await fc.assert(
      fc.asyncProperty(
        anyCredentials,
        anyBehaviour,
        fc.integer({ min: 1, max: 5 }),
        async (initial, behaviour, callers) => {
          const world = sessionWorld(initial);
          world.auth.logoutBehaviour = behaviour;

          const calls = Array.from({ length: callers }, () => world.logout.execute());
          await world.scheduler.advanceAsync(60_000);
          await flushMicrotasks();
          await Promise.all(calls);

          expect(world.credentials.isEmpty).toBe(true);
          expect(world.auth.logouts).toBe(hasValue(initial.token) ? 1 : 0);
          expect(world.cartState.resets).toBe(1);
          expect(world.wishlistState.resets).toBe(1);
          expect(world.cartMergeIds.clears).toBe(1);
          expect(world.wishlistMergeIds.clears).toBe(1);
          expect(world.navigator.homeVisits).toBe(1);
        },
      ),
    );
  });
});

describe('given a clean-up step that fails', () => {
  const breakers: [string, (world: ReturnType<typeof sessionWorld>) => void][] = [
    [
      'credentials',
      (w) =>
        (w.credentials.clearToken = () => {
          throw new Error('storage gone');
        }),
    ],
    ['cart', (w) => (w.cartState.failure = new Error('storage gone'))],
    ['wishlist', (w) => (w.wishlistState.failure = new Error('storage gone'))],
    [
      'wishlist merge id',
      (w) =>
        (w.wishlistMergeIds.clear = () => {
          throw new Error('storage gone');
        }),
    ],
    [
      'cart merge id',
      (w) =>
        (w.cartMergeIds.clear = () => {
          throw new Error('storage gone');
        }),
    ],
  ];

  for (const [what, breakStep] of breakers) {
    it(`when clearing the ${what} throws, then the log names that step and its error, and home still follows`, async () => {
      const world = sessionWorld(CredentialsMother.customer());
      breakStep(world);
      await world.logout.execute();
      expect(world.logger.errors).toHaveLength(1);
      expect(world.logger.errors[0]?.message).toBe(`clearing the ${what} on logout failed`);
      expect(world.logger.errors[0]?.details?.error).toEqual(new Error('storage gone'));
      expect(world.navigator.homeVisits).toBe(1);
    });
  }

  it('when the logout call fails, then the warning says the session ends locally and carries the error', async () => {
    const world = sessionWorld(CredentialsMother.customer());
    world.auth.logoutBehaviour = { outcome: 'fail' };
    await world.logout.execute();
    expect(world.logger.entries[0]?.message).toBe('the logout call failed; the session is ended locally');
    expect(world.logger.entries[0]?.details?.error).toBeDefined();
  });
});
