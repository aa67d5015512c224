import { scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash as argon2Hash, parseOptions, verify as argon2Verify } from '@node-rs/argon2';

/** The argon2id parameters new hashes are made with. */
export interface PasswordPolicy {
  /** Memory per hash, in KiB. */
  readonly memoryKiB: number;
  /** Passes over the memory. */
  readonly iterations: number;
  /** Lanes. */
  readonly parallelism: number;
}

/** OWASP's first recommended argon2id setting: 19 MiB, 2 iterations, 1 lane (about 15–20 ms of one core). */
export const OWASP_ARGON2ID: PasswordPolicy = { memoryKiB: 19 * 1024, iterations: 2, parallelism: 1 };

// `Algorithm.Argon2id` of the binding is a const enum, which isolated modules cannot read.
const ARGON2ID = 2;

/**
 * Hashes a password with argon2id into the PHC string `$argon2id$v=19$m=…,t=…,p=…$salt$hash` (16-byte
 * random salt, 32-byte hash), so the parameters travel with the hash and can be raised later. The
 * binding computes on libuv's thread pool: the event loop keeps answering meanwhile.
 */
export function hashPassword(password: string, policy: PasswordPolicy = OWASP_ARGON2ID): Promise<string> {
  return argon2Hash(password.normalize('NFC'), {
    algorithm: ARGON2ID,
    memoryCost: policy.memoryKiB,
    timeCost: policy.iterations,
    parallelism: policy.parallelism,
  });
}

function scryptKey(password: string, salt: Buffer, cost: number, blockSize: number, parallelism: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      32,
      // scrypt needs 128 * N * r bytes; leave headroom over Node's 32 MiB default.
      { N: cost, r: blockSize, p: parallelism, maxmem: 256 * cost * blockSize + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/** Checks a hash of the shop's earlier scheme, `scrypt$N$r$p$salt$key` (base64url), in constant time. */
async function verifyScrypt(password: string, stored: string): Promise<boolean> {
  const [, n, r, p, salt, key] = stored.split('$');
  if (salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, 'base64url');
  try {
    const actual = await scryptKey(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  } catch {
    // Parameters scrypt refuses: a broken hash.
    return false;
  }
}

/**
 * Checks a password against a stored hash: argon2id, or the earlier scrypt scheme (kept until the
 * account's next successful login rehashes it). A malformed hash never matches.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyScrypt(password, stored);
  if (!stored.startsWith('$argon2')) return false;
  try {
    return await argon2Verify(stored, password.normalize('NFC'));
  } catch {
    return false;
  }
}

/** Whether a stored hash was made with another scheme or weaker parameters than the policy's. */
export function needsRehash(stored: string, policy: PasswordPolicy = OWASP_ARGON2ID): boolean {
  if (!stored.startsWith('$argon2id$')) return true;
  try {
    const used = parseOptions(stored);
    return (
      used.memoryCost < policy.memoryKiB ||
      used.timeCost < policy.iterations ||
      used.parallelism !== policy.parallelism
    );
  } catch {
    return true;
  }
}

/**
 * Password work the machine may do at once: one core fewer than it has, at least one. libuv's pool
 * has four threads by default whatever the machine; on a small machine four hashes at once would take
 * every core from the event loop, so a flood of logins would slow every other request down. Queued
 * checks wait their turn instead.
 */
export const DEFAULT_PASSWORD_CONCURRENCY = Math.max(1, availableParallelism() - 1);

/** Hashes and checks passwords with one policy, at most `concurrency` at a time. */
export class PasswordHasher {
  readonly #dummy: Promise<string>;
  readonly #queue: (() => void)[] = [];
  #running = 0;

  constructor(
    readonly policy: PasswordPolicy = OWASP_ARGON2ID,
    readonly concurrency = DEFAULT_PASSWORD_CONCURRENCY,
  ) {
    // Made up front so the first unknown-email login costs the same as any other.
    this.#dummy = this.#limited(() => hashPassword('no account has this password', policy));
  }

  /** Hashes or checks in progress. */
  get running(): number {
    return this.#running;
  }

  /** Hashes or checks waiting for their turn. */
  get waiting(): number {
    return this.#queue.length;
  }

  hash(password: string): Promise<string> {
    return this.#limited(() => hashPassword(password, this.policy));
  }

  verify(password: string, stored: string): Promise<boolean> {
    return this.#limited(() => verifyPassword(password, stored));
  }

  /** Whether a stored hash should be replaced by one of the current policy (after a successful check). */
  needsRehash(stored: string): boolean {
    return needsRehash(stored, this.policy);
  }

  /**
   * Spends the same work as a real check and fails: used for unknown emails, so a login's answer
   * time does not tell whether the account exists.
   */
  async verifyNobody(password: string): Promise<false> {
    const dummy = await this.#dummy;
    await this.#limited(() => verifyPassword(password, dummy));
    return false;
  }

  async #limited<T>(work: () => Promise<T>): Promise<T> {
    if (this.#running >= this.concurrency) await new Promise<void>((resolve) => this.#queue.push(resolve));
    else this.#running++;
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next in line, or free it.
      const next = this.#queue.shift();
      if (next) next();
      else this.#running--;
    }
  }
}
