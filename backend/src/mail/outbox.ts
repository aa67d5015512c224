import type { Database } from '../db/database';

/** One mail as a person reads it in the mailbox. */
export interface Mail {
  readonly id: number;
  readonly recipient: string;
  readonly subject: string;
  /** Plain text; links are bare URLs on their own. */
  readonly body: string;
  /**
   * The HTML part beside the text (multipart/alternative), or undefined for a text-only mail: the
   * markup of the mail's body, built with the escaping `html` template, styled inline as mail is.
   */
  readonly html: string | undefined;
  readonly createdAt: number;
}

/** A mail as its columns answer it: the text-only mail's HTML part is NULL. */
type MailRow = Omit<Mail, 'html'> & { readonly html: string | null };

/** The columns of a mail, named as `Mail` names them. */
const COLUMNS = 'id, recipient, subject, body, html, created_at AS createdAt';

function mailOf(row: MailRow): Mail {
  return { ...row, html: row.html ?? undefined };
}

/** Where the API sends mail. The reference shop writes it to a table read at `/_mailbox/`. */
export class Outbox {
  constructor(
    private readonly db: Database,
    private readonly now: () => number,
  ) {}

  /** Sends a mail: its plain text, and an HTML part when given. */
  send(recipient: string, subject: string, body: string, html?: string): void {
    this.db
      .prepare('INSERT INTO mail_outbox (recipient, subject, body, html, created_at) VALUES (?, ?, ?, ?, ?)')
      .run(recipient, subject, body, html ?? null, this.now());
  }

  /** The newest mails first. */
  list(limit = 200): Mail[] {
    return (
      this.db.prepare(`SELECT ${COLUMNS} FROM mail_outbox ORDER BY id DESC LIMIT ?`).all(limit) as MailRow[]
    ).map(mailOf);
  }

  get(id: number): Mail | undefined {
    const r = this.db.prepare(`SELECT ${COLUMNS} FROM mail_outbox WHERE id = ?`).get(id) as
      MailRow | undefined;
    return r && mailOf(r);
  }
}
