-- A name and a number printed on a jersey (issue 36): a cart line keeps what is printed, and the same
-- size with another print (or none) is another line, so the one-line-per-option rule becomes one line per
-- option and print. `print_key` is core's `printKey` of the print ('' for none). SQLite cannot change a
-- table's constraints, so the table is built anew with its rows.
CREATE TABLE cart_lines_printed (
  id INTEGER PRIMARY KEY,
  cart_id INTEGER NOT NULL REFERENCES carts (id) ON DELETE CASCADE,
  hash TEXT NOT NULL UNIQUE,
  option_id INTEGER NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  related_products TEXT NOT NULL DEFAULT '[]',
  added_at INTEGER NOT NULL,
  print_name TEXT,
  print_number INTEGER,
  print_key TEXT NOT NULL DEFAULT '',
  UNIQUE (cart_id, option_id, print_key)
);
INSERT INTO cart_lines_printed (id, cart_id, hash, option_id, quantity, related_products, added_at)
  SELECT id, cart_id, hash, option_id, quantity, related_products, added_at FROM cart_lines;
DROP TABLE cart_lines;
ALTER TABLE cart_lines_printed RENAME TO cart_lines;

-- An order line keeps its print and what the print cost a piece (included in unit_cents).
ALTER TABLE order_lines ADD COLUMN print_name TEXT;
ALTER TABLE order_lines ADD COLUMN print_number INTEGER;
ALTER TABLE order_lines ADD COLUMN print_cents INTEGER NOT NULL DEFAULT 0;
