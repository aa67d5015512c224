-- Placed orders. An order outlives the account (bookkeeping): deleting the customer detaches it.
CREATE TABLE orders (
  id INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  number TEXT NOT NULL UNIQUE,
  customer_id INTEGER REFERENCES customers (id) ON DELETE SET NULL,
  status TEXT NOT NULL,
  price_type TEXT NOT NULL,
  subtotal_cents INTEGER NOT NULL,
  delivery_cents INTEGER NOT NULL,
  total_cents INTEGER NOT NULL,
  shipping_address TEXT NOT NULL,
  payment_method TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX orders_customer ON orders (customer_id, created_at);

CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY,
  order_id INTEGER NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL,
  option_id INTEGER NOT NULL,
  name TEXT NOT NULL,
  brand TEXT NOT NULL,
  size TEXT NOT NULL,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  unit_cents INTEGER NOT NULL,
  rrp_cents INTEGER NOT NULL,
  line_cents INTEGER NOT NULL,
  image TEXT NOT NULL,
  url TEXT NOT NULL
);
CREATE INDEX order_lines_order ON order_lines (order_id);
