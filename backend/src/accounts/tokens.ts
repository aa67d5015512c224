import { createHash, randomBytes } from 'node:crypto';

/** A new opaque token: 256 random bits, base64url (43 characters). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256, hex. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A public user hash (double opt-in links, local storage): 128 random bits, hex. */
export function newUserHash(): string {
  return randomBytes(16).toString('hex');
}
