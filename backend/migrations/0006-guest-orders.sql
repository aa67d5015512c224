-- Guests order too (issue 28): an order belongs to a customer, or to the guest request id that placed
-- it until the guest makes an account of it. Every order keeps the address its confirmation went to
-- and the language it was placed in, so the confirmation page and mail speak the shopper's language.
ALTER TABLE orders ADD COLUMN guest_id TEXT;
ALTER TABLE orders ADD COLUMN email TEXT NOT NULL DEFAULT '';
ALTER TABLE orders ADD COLUMN language TEXT NOT NULL DEFAULT 'en';
CREATE INDEX orders_guest ON orders (guest_id) WHERE guest_id IS NOT NULL;

-- A mail may carry an HTML part beside its plain text (the order confirmation, with pictures).
ALTER TABLE mail_outbox ADD COLUMN html TEXT;
