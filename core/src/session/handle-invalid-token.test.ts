import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { flushMicrotasks } from '../shared/testing/fake-scheduler.js';
import type { SessionSignal } from './invalid-token.js';
import { ApiFailureMother, CredentialsMother } from './testing/session-mother.js';
import { sessionWorld } from './testing/session-world.js';

const forcing: Record<string, SessionSignal> = {
  '403 invalid token': { type: 'response-error', error: ApiFailureMother.invalidToken() },
  '401 no uuid header': { type: 'response-error', error: ApiFailureMother.noUuidHeader() },
  '422 invalid uuid': { type: 'response-error', error: ApiFailureMother.invalidUuid() },
  'guest id without token': { type: 'token-required', credentials: CredentialsMother.guest() },
};
const harmless: SessionSignal[] = [
  { type: 'response-error', error: ApiFailureMother.serverError() },
  { type: 'response-error', error: ApiFailureMother.validation({ email: 'required' }) },
  { type: 'token-required', credentials: CredentialsMother.customer() },
];

describe('given a logged-in customer', () => {
  for (const [name, signal] of Object.entries(forcing)) {
    it(`when ${name} is signalled, then the session is ended and the shopper goes home`, async () => {
      const world = sessionWorld(CredentialsMother.customer());

      await expect(world.handleInvalidToken.execute(signal)).resolves.toBe(true);

      expect(world.credentials.isEmpty).toBe(true);
      expect(world.cartState.items).toEqual([]);
      expect(world.wishlistMergeIds.value).toBeNull();
      expect(world.navigator.visits).toEqual(['home']);
    });
  }

  it('when an unrelated failure is signalled, then nothing happens', async () => {
    const world = sessionWorld(CredentialsMother.customer());
    for (const signal of harmless) {
      await expect(world.handleInvalidToken.execute(signal)).resolves.toBe(false);
    }
    expect(world.credentials).toMatchObject(CredentialsMother.customer());
    expect(world.navigator.visits).toEqual([]);
  });

  it('when five invalid-token failures arrive together, then there is exactly one logout', async () => {
    const world = sessionWorld(CredentialsMother.customer());
    world.auth.logoutBehaviour = { outcome: 'fail', afterMs: 300 };

    const handled = Array.from({ length: 5 }, () =>
      world.handleInvalidToken.execute(forcing['403 invalid token']!),
    );
    await world.scheduler.advanceAsync(300);

    expect(await Promise.all(handled)).toEqual([true, true, true, true, true]);
    expect(world.auth.logouts).toBe(1);
    expect(world.navigator.homeVisits).toBe(1);
    expect(world.cartState.resets).toBe(1);
  });
});

describe('property: concurrent invalid-token failures end the session once', () => {
  const LOGOUT_MS = 1_000;
  const arrival = fc.record({
    signal: fc.oneof(fc.constantFrom(...Object.values(forcing)), fc.constantFrom(...harmless)),
    atMs: fc.integer({ min: 0, max: LOGOUT_MS - 1 }),
  });

  it('for any number of forcing failures, arriving at any time while the logout runs and mixed with unrelated ones, exactly one logout happens', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...Object.values(forcing)),
        fc.array(arrival, { maxLength: 30 }),
        fc.constantFrom('succeed' as const, 'fail' as const),
        async (first, others, outcome) => {
          const world = sessionWorld(CredentialsMother.customer());
          world.auth.logoutBehaviour = { outcome, afterMs: LOGOUT_MS };

          const handled = [world.handleInvalidToken.execute(first)];
          for (const { signal, atMs } of others) {
            world.scheduler.schedule(atMs, () => handled.push(world.handleInvalidToken.execute(signal)));
          }
          await world.scheduler.advanceAsync(LOGOUT_MS * 2);
          await flushMicrotasks();
          await Promise.all(handled);

          expect(world.auth.logouts).toBe(1);
          expect(world.navigator.homeVisits).toBe(1);
          expect(world.cartState.resets).toBe(1);
          expect(world.wishlistMergeIds.clears).toBe(1);
          expect(world.cartMergeIds.clears).toBe(1);
          expect(world.credentials.isEmpty).toBe(true);
        },
      ),
    );
  });
});

describe('given a forced logout that has finished', () => {
  it('when the next invalid token comes, then a new logout runs', async () => {
    const world = sessionWorld(CredentialsMother.customer());
    const signal: SessionSignal = { type: 'response-error', error: ApiFailureMother.invalidToken() };
    await world.handleInvalidToken.execute(signal);
    world.credentials.setToken('token-2');
    await world.handleInvalidToken.execute(signal);
    expect(world.navigator.homeVisits).toBe(2);
  });
});
