-- Carts and wishlists, owned either by a customer or by a guest request id (`u` + UUID).
-- A guest list is consumed by a merge (merged_at set): it can never be merged or used again.

CREATE TABLE carts (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER UNIQUE REFERENCES customers (id) ON DELETE CASCADE,
  guest_id TEXT UNIQUE,
  merged_at INTEGER,
  updated_at INTEGER NOT NULL,
  CHECK ((customer_id IS NULL) <> (guest_id IS NULL))
);

-- Catalogue ids carry no foreign key: the catalogue may be regenerated under a live cart.
CREATE TABLE cart_lines (
  id INTEGER PRIMARY KEY,
  cart_id INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  hash TEXT NOT NULL UNIQUE,
  option_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  related_products TEXT NOT NULL DEFAULT '[]',
  added_at INTEGER NOT NULL,
  UNIQUE (cart_id, option_id)
);

CREATE TABLE wishlists (
  id INTEGER PRIMARY KEY,
  customer_id INTEGER UNIQUE REFERENCES customers (id) ON DELETE CASCADE,
  guest_id TEXT UNIQUE,
  merged_at INTEGER,
  updated_at INTEGER NOT NULL,
  CHECK ((customer_id IS NULL) <> (guest_id IS NULL))
);

CREATE TABLE wishlist_items (
  wishlist_id INTEGER NOT NULL REFERENCES wishlists (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  added_at INTEGER NOT NULL,
  PRIMARY KEY (wishlist_id, product_id)
);
