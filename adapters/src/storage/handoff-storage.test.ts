import { describe, expect, it } from 'vitest';
import { HandoffStorage, takeHandoffs } from './handoff-storage.js';
import { MemoryStorage } from './key-value-storage.js';
import type { CookieJar, CookieOptions } from './cookie-jar.js';

/** A jar that keeps what is set, with its lifetime. */
function jar(initial: Record<string, string> = {}) {
  const values = new Map<string, { value: string; maxAge: number }>(
    Object.entries(initial).map(([name, value]) => [name, { value, maxAge: 600 }]),
  );
  const cookies: CookieJar = {
    get: (name) => values.get(name)?.value,
    set: (name: string, value: string, options: CookieOptions) => {
      if (options.maxAgeSeconds > 0) values.set(name, { value, maxAge: options.maxAgeSeconds });
      else values.delete(name);
    },
    remove: (name) => void values.delete(name),
  };
  return { cookies, values };
}

describe('given a server request that signs a shopper in', () => {
  it('when it stores a handed-off entry, then a ten-minute cookie carries it to the browser; others stay in memory', () => {
    const { cookies, values } = jar();
    const storage = new HandoffStorage(cookies, ['auth-storage.user-hash']);
    storage.setItem('auth-storage.user-hash', 'h-1');
    storage.setItem('Cart.mergeUuid', 'm-1');
    expect(storage.getItem('auth-storage.user-hash')).toBe('h-1');
    expect(storage.getItem('Cart.mergeUuid')).toBe('m-1');
    expect([...values.entries()]).toEqual([
      ['handoff.auth-storage.user-hash', { value: 'h-1', maxAge: 600 }],
    ]);
    storage.removeItem('auth-storage.user-hash');
    expect(values.size).toBe(0);
  });

  it('when the browser’s script starts, then it moves the entry into its storage and forgets the cookie', () => {
    const { cookies, values } = jar({ 'handoff.auth-storage.user-hash': 'h-1', other: 'x' });
    const local = new MemoryStorage();
    takeHandoffs(cookies, local, ['auth-storage.user-hash']);
    expect(local.getItem('auth-storage.user-hash')).toBe('h-1');
    expect(values.has('handoff.auth-storage.user-hash')).toBe(false);
    expect(values.get('other')?.value).toBe('x');
    // Nothing handed off: nothing changes.
    takeHandoffs(cookies, local, ['auth-storage.user-hash']);
    expect(local.getItem('auth-storage.user-hash')).toBe('h-1');
  });
});
