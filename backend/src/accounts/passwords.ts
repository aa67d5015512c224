import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: number, blockSize: number, parallelism: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      // scrypt needs 128 * N * r bytes; leave headroom over Node's 32 MiB default.
      { N: cost, r: blockSize, p: parallelism, maxmem: 256 * cost * blockSize + 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/**
 * Hashes a password with scrypt (N = `cost`, r = 8, p = 1, 16-byte salt, 32-byte key) into
 * `scrypt$N$r$p$salt$key` (base64url), so the parameters travel with the hash and can be raised later.
 * Runs on the libuv thread pool: the server keeps answering meanwhile.
 */
export async function hashPassword(password: string, cost: number): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, cost, BLOCK_SIZE, PARALLELISM);
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

/** Checks a password against a stored hash in constant time; a malformed hash never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/**
 * Password work the machine may do at once: one core fewer than it has, at least one. A hash at the
 * production cost keeps a core busy and 128 MiB of memory for a good part of a second; four of them
 * at once (the thread pool's default) on a small machine starve the event loop, so a flood of logins
 * would slow every other request down. Queued checks wait their turn instead.
 */
export const DEFAULT_PASSWORD_CONCURRENCY = Math.max(1, availableParallelism() - 1);

/** Hashes and checks passwords at one configured cost, at most `concurrency` at a time. */
export class PasswordHasher {
  readonly #dummy: Promise<string>;
  readonly #queue: (() => void)[] = [];
  #running = 0;

  constructor(
    readonly cost: number,
    readonly concurrency = DEFAULT_PASSWORD_CONCURRENCY,
  ) {
    // Made up front so the first unknown-email login costs the same as any other.
    this.#dummy = this.#limited(() => hashPassword('no account has this password', cost));
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
    return this.#limited(() => hashPassword(password, this.cost));
  }

  verify(password: string, stored: string): Promise<boolean> {
    return this.#limited(() => verifyPassword(password, stored));
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
