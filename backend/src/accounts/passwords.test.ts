import { describe, expect, it } from 'vitest';
import { legacyScryptHash } from '../testing/legacy-password';
import {
  DEFAULT_PASSWORD_CONCURRENCY,
  hashPassword,
  needsRehash,
  OWASP_ARGON2ID,
  PasswordHasher,
  verifyPassword,
} from './passwords';

describe('given a password to keep', () => {
  it("when hashed, then it is argon2id with OWASP's parameters and a random salt", async () => {
    const a = await hashPassword('Secret-pass-1');
    const b = await hashPassword('Secret-pass-1');
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    expect(a).not.toBe(b);
    expect(needsRehash(a)).toBe(false);
  });

  it('when checked, then the right password matches, a wrong one or another normalisation form does not', async () => {
    const stored = await hashPassword('Grüße-2026');
    await expect(verifyPassword('Grüße-2026', stored)).resolves.toBe(true);
    // The same letters composed differently are the same password.
    await expect(verifyPassword('Gru\u0308ße-2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('Grüße-2027', stored)).resolves.toBe(false);
  });

  it('when the hash is of the earlier scrypt scheme, then it still verifies and asks to be rehashed', async () => {
    const old = legacyScryptHash('Secret-pass-1');
    await expect(verifyPassword('Secret-pass-1', old)).resolves.toBe(true);
    await expect(verifyPassword('wrong-password', old)).resolves.toBe(false);
    expect(needsRehash(old)).toBe(true);
  });

  it('when an argon2id hash has weaker parameters than the policy, then it asks to be rehashed', async () => {
    const weak = await hashPassword('Secret-pass-1', { memoryKiB: 8 * 1024, iterations: 1, parallelism: 1 });
    await expect(verifyPassword('Secret-pass-1', weak)).resolves.toBe(true);
    expect(needsRehash(weak, OWASP_ARGON2ID)).toBe(true);
  });

  it('when the stored hash is broken or of no known scheme, then nothing matches and nothing throws', async () => {
    for (const stored of ['', 'not a hash', 'scrypt$3$8$1$c2FsdA$a2V5', '$argon2id$v=19$m=1,t=1,p=1$x$y']) {
      await expect(verifyPassword('x', stored)).resolves.toBe(false);
    }
  });
});

describe('given password hashing on a machine shared with every other request', () => {
  it('when the machine has cores, then password work leaves one of them to the server', () => {
    expect(DEFAULT_PASSWORD_CONCURRENCY).toBeGreaterThanOrEqual(1);
  });

  it('when more checks arrive than may run at once, then the rest wait their turn and all finish', async () => {
    const hasher = new PasswordHasher(OWASP_ARGON2ID, 1);
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
    expect(hash).toMatch(/^\$argon2id\$/);
    expect(hasher.running).toBe(0);
    expect(hasher.waiting).toBe(0);
  });

  it('when a check meets a broken hash, then its slot is freed for the next', async () => {
    const hasher = new PasswordHasher(OWASP_ARGON2ID, 1);
    const broken = hasher.verify('x', 'scrypt$3$8$1$c2FsdA$a2V5');
    const next = hasher.verify('x', 'not a hash');
    await expect(broken).resolves.toBe(false);
    await expect(next).resolves.toBe(false);
    expect(hasher.running).toBe(0);
  });
});
