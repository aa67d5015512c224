import { randomUUID } from 'node:crypto';
import type { UserGender } from '@fanshop/core/account';
import { DEFAULT_PRICE_TYPE, type PriceType } from '@fanshop/core/pricing';
import type { Database } from '../db/database';
import type { Customer } from '../http/context';
import { hashToken, newToken, newUserHash } from './tokens';

/** A customer row as stored. */
export interface CustomerRow {
  readonly id: number;
  readonly uuid: string;
  readonly hash: string;
  readonly email: string;
  readonly password_hash: string;
  readonly first_name: string;
  readonly last_name: string;
  readonly phone: string;
  readonly birthday: string;
  readonly gender: UserGender;
  readonly avatar: string;
  readonly role: PriceType;
  readonly p4m: number;
  readonly verified: number;
  readonly created_at: number;
}

/** The fields a new account starts with. */
export interface NewCustomer {
  readonly email: string;
  readonly passwordHash: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role?: PriceType;
  readonly verified?: boolean;
  readonly phone?: string;
  readonly birthday?: string;
  readonly gender?: UserGender;
}

/** The personal data a customer may change. */
export interface PersonalData {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly birthday: string;
  readonly gender: UserGender;
}

/** Purposes of mail-link tokens. */
export type OneTimePurpose = 'doi' | 'reset';

/** Customers, their sessions and their mail-link tokens over SQLite. */
export class AccountStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  findByEmail(email: string): CustomerRow | undefined {
    return this.db.prepare('SELECT * FROM customers WHERE email = ?').get(email.trim()) as
      CustomerRow | undefined;
  }

  findById(id: number): CustomerRow | undefined {
    return this.db.prepare('SELECT * FROM customers WHERE id = ?').get(id) as CustomerRow | undefined;
  }

  findByHash(hash: string): CustomerRow | undefined {
    return this.db.prepare('SELECT * FROM customers WHERE hash = ?').get(hash) as CustomerRow | undefined;
  }

  /** Creates an account; undefined when the email is taken (checked by the unique index). */
  create(input: NewCustomer): CustomerRow | undefined {
    const result = this.db
      .prepare(
        `INSERT INTO customers (uuid, hash, email, password_hash, first_name, last_name, phone, birthday, gender,
           role, verified, created_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (email) DO NOTHING`,
      )
      .run(
        randomUUID(),
        newUserHash(),
        input.email.trim(),
        input.passwordHash,
        input.firstName,
        input.lastName,
        input.phone ?? '',
        input.birthday ?? '',
        input.gender ?? '',
        input.role ?? DEFAULT_PRICE_TYPE,
        input.verified ? 1 : 0,
        this.now(),
      );
    return result.changes === 1 ? this.findById(Number(result.lastInsertRowid)) : undefined;
  }

  updatePersonal(id: number, data: PersonalData): void {
    this.db
      .prepare(
        'UPDATE customers SET first_name = ?, last_name = ?, phone = ?, birthday = ?, gender = ? WHERE id = ?',
      )
      .run(data.firstName, data.lastName, data.phone, data.birthday, data.gender, id);
  }

  setPasswordHash(id: number, passwordHash: string): void {
    this.db.prepare('UPDATE customers SET password_hash = ? WHERE id = ?').run(passwordHash, id);
  }

  markVerified(id: number): void {
    this.db.prepare('UPDATE customers SET verified = 1 WHERE id = ?').run(id);
  }

  /** Deletes the account; sessions, tokens, addresses, cart and wishlist go with it (cascade). */
  delete(id: number): void {
    this.db.prepare('DELETE FROM customers WHERE id = ?').run(id);
  }

  /** Opens a session and returns its token; only the token's hash is stored. */
  createSession(customerId: number, ttlMs: number): string {
    const token = newToken();
    const now = this.now();
    this.db
      .prepare('INSERT INTO sessions (token_hash, customer_id, created_at, expires_at) VALUES (?, ?, ?, ?)')
      .run(hashToken(token), customerId, now, now + ttlMs);
    return token;
  }

  /** The customer behind a live token. */
  customerByToken(token: string): Customer | undefined {
    const row = this.db
      .prepare(
        `SELECT c.id, c.uuid, c.role FROM sessions s JOIN customers c ON c.id = s.customer_id
         WHERE s.token_hash = ? AND s.expires_at > ?`,
      )
      .get(hashToken(token), this.now()) as Customer | undefined;
    return row ? { id: row.id, uuid: row.uuid, role: row.role } : undefined;
  }

  revokeSession(token: string): void {
    this.db.prepare('DELETE FROM sessions WHERE token_hash = ?').run(hashToken(token));
  }

  revokeAllSessions(customerId: number): void {
    this.db.prepare('DELETE FROM sessions WHERE customer_id = ?').run(customerId);
  }

  /** Issues a mail-link token; earlier unused tokens of the same purpose stop working. */
  createOneTimeToken(customerId: number, purpose: OneTimePurpose, ttlMs: number): string {
    const token = newToken();
    const now = this.now();
    this.db
      .prepare('DELETE FROM one_time_tokens WHERE customer_id = ? AND purpose = ? AND used_at IS NULL')
      .run(customerId, purpose);
    this.db
      .prepare(
        'INSERT INTO one_time_tokens (token_hash, customer_id, purpose, created_at, expires_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(hashToken(token), customerId, purpose, now, now + ttlMs);
    return token;
  }

  /**
   * Spends a mail-link token of the given customer: `fresh` the first time, `spent` when it was
   * already used, `invalid` when unknown, expired or someone else's.
   */
  useOneTimeToken(token: string, purpose: OneTimePurpose, customerId: number): 'fresh' | 'spent' | 'invalid' {
    const row = this.db
      .prepare(
        'SELECT customer_id, expires_at, used_at FROM one_time_tokens WHERE token_hash = ? AND purpose = ?',
      )
      .get(hashToken(token), purpose) as
      { customer_id: number; expires_at: number; used_at: number | null } | undefined;
    if (!row || row.customer_id !== customerId) return 'invalid';
    if (row.used_at !== null) return 'spent';
    if (row.expires_at <= this.now()) return 'invalid';
    this.db
      .prepare('UPDATE one_time_tokens SET used_at = ? WHERE token_hash = ?')
      .run(this.now(), hashToken(token));
    return 'fresh';
  }

  /** Drops expired sessions and tokens (called at start-up). */
  sweepExpired(): void {
    const now = this.now();
    this.db.prepare('DELETE FROM sessions WHERE expires_at <= ?').run(now);
    this.db.prepare('DELETE FROM one_time_tokens WHERE expires_at <= ?').run(now);
  }
}
