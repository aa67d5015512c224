import { describe, expect, it } from 'vitest';
import { ShopError } from '../shared/errors.js';
import { WishlistChangeLock, WISHLIST_LOCKED_MESSAGE } from './wishlist-change-lock.js';

describe('given a change is running', () => {
  it('when another change starts, then it is rejected with "changes are locked" and never runs', async () => {
    const lock = new WishlistChangeLock();
    let finish: () => void = () => undefined;
    const first = lock.run(() => new Promise<string>((resolve) => (finish = () => resolve('first'))));
    let secondRan = false;

    const error = await lock
      .run(async () => {
        secondRan = true;
      })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ShopError);
    expect((error as ShopError).message).toBe(WISHLIST_LOCKED_MESSAGE);
    expect((error as ShopError).code).toBe('wishlist-locked');
    expect(secondRan).toBe(false);
    expect(lock.isLocked).toBe(true);

    finish();
    await expect(first).resolves.toBe('first');
    expect(lock.isLocked).toBe(false);
  });

  it('when the running change fails, then the lock is released', async () => {
    const lock = new WishlistChangeLock();
    await expect(lock.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(lock.isLocked).toBe(false);
    await expect(lock.run(async () => 'next')).resolves.toBe('next');
  });
});
