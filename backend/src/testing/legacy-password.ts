import { randomBytes, scryptSync } from 'node:crypto';

/** A hash as the shop stored it before argon2id (`scrypt$N$r$p$salt$key`), at a cost cheap for tests. */
export function legacyScryptHash(password: string, cost = 1024): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N: cost, r: 8, p: 1 });
  return ['scrypt', cost, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
