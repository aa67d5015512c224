-- Payments at the payment provider (issue 37): card, PayPal and eps are paid before the order is
-- placed. The checkout keeps what was ordered (the posted form) until the provider answers; an approval
-- places the order once and records it here, a decline or a cancel places none and lets the form be
-- filled from this row again.
CREATE TABLE checkout_payments (
  id TEXT PRIMARY KEY,
  customer_id INTEGER REFERENCES customers (id) ON DELETE CASCADE,
  guest_id TEXT,
  method TEXT NOT NULL,
  amount_cents INTEGER NOT NULL,
  form TEXT NOT NULL,
  language TEXT NOT NULL,
  status TEXT NOT NULL,
  order_uuid TEXT,
  opened_at INTEGER NOT NULL
);
CREATE INDEX checkout_payments_opened ON checkout_payments (opened_at);
