import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_CONCURRENCY, PasswordHasher } from './passwords';

describe('given password hashing on a machine shared with every other request', () => {
  it('when the machine has cores, then password work leaves one of them to the server', () => {
    expect(DEFAULT_PASSWORD_CONCURRENCY).toBeGreaterThanOrEqual(1);
  });

  it('when more checks arrive than may run at once, then the rest wait their turn and all finish', async () => {
    const hasher = new PasswordHasher(1024, 1);
    const stored = await hasher.hash('Secret-pass-1');
    const checks = [
      hasher.verify('Secret-pass-1', stored),
      hasher.verify('wrong-password', stored),
      hasher.hash('Other-pass-2'),
      hasher.verifyNobody('Secret-pass-1'),
    ];
    expect(hasher.running).toBe(1);
    expect(hasher.waiting).toBe(2);
    const [right, wrong, hash, nobody] = await Promise.all(checks);
    expect([right, wrong, nobody]).toEqual([true, false, false]);
    expect(hash).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(hasher.running).toBe(0);
    expect(hasher.waiting).toBe(0);
  });

  it('when a check fails on a broken hash, then its slot is freed for the next', async () => {
    const hasher = new PasswordHasher(1024, 1);
    const broken = hasher.verify('x', 'scrypt$3$8$1$c2FsdA$a2V5');
    const next = hasher.verify('x', 'not a hash');
    await expect(broken).rejects.toThrow();
    await expect(next).resolves.toBe(false);
    expect(hasher.running).toBe(0);
  });
});
