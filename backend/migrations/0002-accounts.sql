-- Customer accounts, sessions, one-time tokens (double opt-in, password reset) and shipping addresses.

CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  -- The customer's request id (the `uuid` header a logged-in storefront sends).
  uuid TEXT NOT NULL UNIQUE,
  -- Public user hash (double opt-in link, local storage).
  hash TEXT NOT NULL UNIQUE,
  email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL,
  first_name TEXT NOT NULL,
  last_name TEXT NOT NULL,
  phone TEXT NOT NULL DEFAULT '',
  birthday TEXT NOT NULL DEFAULT '',
  gender TEXT NOT NULL DEFAULT '' CHECK (gender IN ('', 'male', 'female', 'divers')),
  avatar TEXT NOT NULL DEFAULT '',
  role TEXT NOT NULL DEFAULT 'vk' CHECK (role IN ('vk', 'premium', 'staff', 'pro')),
  p4m INTEGER NOT NULL DEFAULT 0,
  verified INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);

-- Bearer tokens, stored as their SHA-256 only.
CREATE TABLE sessions (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);
CREATE INDEX sessions_customer ON sessions (customer_id);

-- Mail-link tokens (double opt-in, password reset), stored as their SHA-256 only.
CREATE TABLE one_time_tokens (
  token_hash TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  purpose TEXT NOT NULL CHECK (purpose IN ('doi', 'reset')),
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE INDEX one_time_tokens_customer ON one_time_tokens (customer_id, purpose);

CREATE TABLE shipping_addresses (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  customer_id INTEGER NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  firstname TEXT NOT NULL,
  lastname TEXT NOT NULL,
  city TEXT NOT NULL,
  country_id INTEGER NOT NULL,
  postal TEXT NOT NULL,
  street TEXT NOT NULL,
  street_no TEXT NOT NULL,
  delivery_type TEXT NOT NULL CHECK (delivery_type IN ('home', 'click_and_collect')),
  is_default INTEGER NOT NULL DEFAULT 0,
  created_at INTEGER NOT NULL
);
CREATE INDEX shipping_addresses_customer ON shipping_addresses (customer_id);
-- At most one default address per customer.
CREATE UNIQUE INDEX shipping_addresses_one_default ON shipping_addresses (customer_id) WHERE is_default = 1;
