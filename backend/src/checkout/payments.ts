import { randomUUID } from 'node:crypto';
import type { PaymentMethod, PaymentStatus } from '@fanshop/core/account';
import type { Language } from '../catalogue/catalogue-api';
import type { Database } from '../db/database';
import type { FormValues } from './order-flow';

/** Who pays: the customer, or the guest request id. */
export interface Payer {
  readonly customerId?: number | undefined;
  readonly guestId?: string | undefined;
}

/** A payment at the provider, as the checkout keeps it. */
export interface Payment {
  readonly id: string;
  readonly method: PaymentMethod;
  readonly amount: number;
  /** The checkout form as posted (without its token): what to order, and what to fill the form with again. */
  readonly form: FormValues;
  readonly language: Language;
  readonly status: PaymentStatus;
  readonly orderUuid?: string | undefined;
  readonly openedAt: number;
}

interface PaymentRow {
  id: string;
  method: PaymentMethod;
  amount_cents: number;
  form: string;
  language: Language;
  status: PaymentStatus;
  order_uuid: string | null;
  opened_at: number;
}

/** How long a settled or forgotten payment row is kept (the form holds an address). */
const KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** The checkout's payments over SQLite; each is found only by the payer who opened it. */
export class PaymentStore {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /** Opens a payment for what the form orders; answers it. */
  open(
    payer: Payer,
    input: { method: PaymentMethod; amount: number; form: FormValues; language: Language },
  ): Payment {
    const id = randomUUID();
    const { csrf: _csrf, ...form } = input.form;
    const now = this.now();
    this.db.prepare('DELETE FROM checkout_payments WHERE opened_at < ?').run(now - KEPT_MS);
    this.db
      .prepare(
        `INSERT INTO checkout_payments (id, customer_id, guest_id, method, amount_cents, form, language, status, opened_at)
         VALUES (?, ?, ?, ?, ?, ?, ?, 'open', ?)`,
      )
      .run(
        id,
        payer.customerId ?? null,
        payer.customerId === undefined ? (payer.guestId ?? null) : null,
        input.method,
        input.amount,
        JSON.stringify(form),
        input.language,
        now,
      );
    return {
      id,
      method: input.method,
      amount: input.amount,
      form,
      language: input.language,
      status: 'open',
      openedAt: now,
    };
  }

  /** The payment `id` if `payer` opened it. */
  find(id: string, payer: Payer): Payment | undefined {
    if (!/^[0-9a-f-]{36}$/.test(id)) return undefined;
    const row = this.db
      .prepare(
        `SELECT id, method, amount_cents, form, language, status, order_uuid, opened_at FROM checkout_payments
         WHERE id = ? AND (customer_id = ? OR (customer_id IS NULL AND guest_id = ?))`,
      )
      .get(id, payer.customerId ?? null, payer.guestId ?? null) as PaymentRow | undefined;
    if (!row) return undefined;
    return {
      id: row.id,
      method: row.method,
      amount: row.amount_cents,
      form: JSON.parse(row.form) as FormValues,
      language: row.language,
      status: row.status,
      orderUuid: row.order_uuid ?? undefined,
      openedAt: row.opened_at,
    };
  }

  /** Records how the payment ended (and the order an approval placed); only an open payment changes. */
  settle(id: string, status: Exclude<PaymentStatus, 'open'>, orderUuid?: string): boolean {
    const result = this.db
      .prepare(`UPDATE checkout_payments SET status = ?, order_uuid = ? WHERE id = ? AND status = 'open'`)
      .run(status, orderUuid ?? null, id);
    return result.changes > 0;
  }
}
