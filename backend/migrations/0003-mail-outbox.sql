-- Outgoing mail. The reference shop has no mail server: a person reads it at /_mailbox/.
CREATE TABLE mail_outbox (
  id INTEGER PRIMARY KEY,
  recipient TEXT NOT NULL,
  subject TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
