import { randomUUID } from 'node:crypto';
import type { Order, OrderAddress, OrderLine, OrderTotals } from '@fanshop/core/account';
import { formatPrice } from '@fanshop/core/pricing';
import { type CatalogueApi, type Language, shopLanguage } from '../catalogue/catalogue-api';
import type { CartService } from '../cart/cart-service';
import { deliveryPrice } from '../cart/delivery';
import type { Database } from '../db/database';
import type { Customer } from '../http/context';
import { ApiError } from '../http/errors';
import { must } from '../shared/must';

/** Payment choices of the checkout; recorded with the order, no payment provider is called. */
export const PAYMENT_METHODS = ['card', 'paypal', 'eps', 'invoice'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** One order line as the API answers it: core's `OrderLine` with its product, option and texts. */
export interface OrderLineView extends OrderLine {
  readonly productId: number;
  readonly optionId: number;
  readonly unitPriceFormatted: string;
  readonly linePriceFormatted: string;
  readonly url: string;
}

/**
 * An order as GET /api/v1/user/order/{uuid}/ answers it (decisions.md "Orders"): core's `Order`,
 * with the currency and formatted amounts, and always an address and a known payment method.
 */
export interface OrderView extends Omit<Order, 'lines' | 'totals' | 'shippingAddress' | 'paymentMethod'> {
  readonly lines: readonly OrderLineView[];
  readonly totals: OrderTotals & {
    readonly currency: 'EUR';
    readonly subtotalFormatted: string;
    readonly deliveryFormatted: string;
    readonly totalFormatted: string;
  };
  readonly shippingAddress: OrderAddress;
  readonly paymentMethod: PaymentMethod;
}

interface OrderRow {
  id: number;
  uuid: string;
  number: string;
  status: string;
  subtotal_cents: number;
  delivery_cents: number;
  total_cents: number;
  shipping_address: string;
  payment_method: PaymentMethod;
  created_at: number;
}

interface OrderLineRow {
  product_id: number;
  option_id: number;
  name: string;
  brand: string;
  size: string;
  quantity: number;
  unit_cents: number;
  line_cents: number;
  image: string;
  url: string;
}

/** What the checkout sends to place an order. */
export interface PlaceOrder {
  readonly address: OrderAddress;
  readonly paymentMethod: PaymentMethod;
}

/** Orders of customers: placed from the cart at checkout, listed and shown through the API. */
export class OrderService {
  constructor(
    private readonly db: Database,
    private readonly catalogue: CatalogueApi,
    private readonly carts: CartService,
    private readonly now: () => number,
  ) {}

  list(customerId: number, language: Language): OrderView[] {
    const rows = this.db
      .prepare('SELECT * FROM orders WHERE customer_id = ? ORDER BY created_at DESC, id DESC')
      .all(customerId) as OrderRow[];
    return rows.map((row) => this.#view(row, language));
  }

  /** One of the customer's orders; undefined when it does not exist or is someone else's. */
  get(customerId: number, uuid: string, language: Language): OrderView | undefined {
    const row = this.db
      .prepare('SELECT * FROM orders WHERE customer_id = ? AND uuid = ?')
      .get(customerId, uuid) as OrderRow | undefined;
    return row && this.#view(row, language);
  }

  /**
   * Places an order of the customer's available cart lines (a quantity above the stock is cut to the
   * stock), takes the stock, and empties the cart, all in one transaction. 422 when nothing in the
   * cart can be ordered, 409 when the stock changed meanwhile.
   */
  place(customer: Customer, input: PlaceOrder, language: Language): OrderView {
    const uuid = randomUUID();
    this.db.transaction(() => {
      const lines = this.carts
        .lines({ customerId: customer.id }, language)
        .filter((line) => line.product.stock > 0)
        .map((line) => ({ ...line, quantity: Math.min(line.quantity, line.product.stock) }));
      if (lines.length === 0) throw new ApiError(422, { cart: 'nothing in the cart can be ordered' });
      const priced = lines.map((line) => {
        const unit = line.product.prices[customer.role] ?? line.product.prices.vk;
        return { line, unit, total: unit * line.quantity };
      });
      const subtotal = priced.reduce((sum, p) => sum + p.total, 0);
      const delivery = deliveryPrice(subtotal, input.address.deliveryType);
      for (const { line } of priced) {
        if (!this.catalogue.takeStock(line.product.optionId, line.quantity)) {
          throw new ApiError(409, {
            cart: `${line.product.name} (${line.product.optionTitle}) sold out meanwhile`,
          });
        }
      }
      const now = this.now();
      const nextId = Number(this.db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM orders').pluck().get());
      const number = `AT${new Date(now).getUTCFullYear()}-${String(nextId).padStart(6, '0')}`;
      const orderId = Number(
        this.db
          .prepare(
            `INSERT INTO orders (id, uuid, number, customer_id, status, price_type, subtotal_cents, delivery_cents,
               total_cents, shipping_address, payment_method, created_at)
             VALUES (?, ?, ?, ?, 'received', ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            nextId,
            uuid,
            number,
            customer.id,
            customer.role,
            subtotal,
            delivery,
            subtotal + delivery,
            JSON.stringify(input.address),
            input.paymentMethod,
            now,
          ).lastInsertRowid,
      );
      const insertLine = this.db.prepare(
        `INSERT INTO order_lines (order_id, product_id, option_id, name, brand, size, quantity, unit_cents, rrp_cents,
           line_cents, image, url)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const { line, unit, total } of priced) {
        const p = line.product;
        insertLine.run(
          orderId,
          p.productId,
          p.optionId,
          p.name,
          p.brand,
          p.optionTitle,
          line.quantity,
          unit,
          p.rrp,
          total,
          p.image,
          p.url,
        );
      }
      this.carts.clear(customer.id);
    })();
    return must(this.get(customer.id, uuid, language), 'placed order');
  }

  #view(row: OrderRow, language: Language): OrderView {
    const lang = shopLanguage(language);
    const lines = this.db
      .prepare('SELECT * FROM order_lines WHERE order_id = ? ORDER BY id')
      .all(row.id) as OrderLineRow[];
    return {
      uuid: row.uuid,
      number: row.number,
      createdAt: new Date(row.created_at).toISOString(),
      status: row.status,
      lines: lines.map((l) => ({
        productId: l.product_id,
        optionId: l.option_id,
        name: l.name,
        brand: l.brand,
        size: l.size,
        quantity: l.quantity,
        unitPrice: l.unit_cents,
        linePrice: l.line_cents,
        unitPriceFormatted: formatPrice(l.unit_cents, lang),
        linePriceFormatted: formatPrice(l.line_cents, lang),
        image: l.image,
        url: l.url,
      })),
      totals: {
        currency: 'EUR',
        subtotal: row.subtotal_cents,
        delivery: row.delivery_cents,
        total: row.total_cents,
        subtotalFormatted: formatPrice(row.subtotal_cents, lang),
        deliveryFormatted: formatPrice(row.delivery_cents, lang),
        totalFormatted: formatPrice(row.total_cents, lang),
      },
      shippingAddress: JSON.parse(row.shipping_address) as OrderAddress,
      paymentMethod: row.payment_method,
    };
  }
}
