import type { Database } from '../db/database';

/** One mail as a person reads it in the mailbox. */
export interface Mail {
  readonly id: number;
  readonly recipient: string;
  readonly subject: string;
  /** Plain text; links are bare URLs on their own. */
  readonly body: string;
  readonly createdAt: number;
}

/** Where the API sends mail. The reference shop writes it to a table read at `/_mailbox/`. */
export class Outbox {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  send(recipient: string, subject: string, body: string): void {
    this.db
      .prepare('INSERT INTO mail_outbox (recipient, subject, body, created_at) VALUES (?, ?, ?, ?)')
      .run(recipient, subject, body, this.now());
  }

  /** The newest mails first. */
  list(limit = 200): Mail[] {
    return (
      this.db
        .prepare('SELECT id, recipient, subject, body, created_at FROM mail_outbox ORDER BY id DESC LIMIT ?')
        .all(limit) as { id: number; recipient: string; subject: string; body: string; created_at: number }[]
    ).map((r) => ({
      id: r.id,
      recipient: r.recipient,
      subject: r.subject,
      body: r.body,
      createdAt: r.created_at,
    }));
  }

  get(id: number): Mail | undefined {
    const r = this.db
      .prepare('SELECT id, recipient, subject, body, created_at FROM mail_outbox WHERE id = ?')
      .get(id) as
      { id: number; recipient: string; subject: string; body: string; created_at: number } | undefined;
    return (
      r && { id: r.id, recipient: r.recipient, subject: r.subject, body: r.body, createdAt: r.created_at }
    );
  }
}
