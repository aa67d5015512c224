import { randomUUID } from 'node:crypto';
import type { Order, OrderAddress, OrderLine, OrderTotals, PaymentMethod } from '@fanshop/core/account';
import { printedUnitPrice, printSurcharge } from '@fanshop/core/personalisation';
import { deliveryPrice, formatPrice } from '@fanshop/core/pricing';
import { shopperPriceType } from '@fanshop/core/session';
import { type CatalogueApi, type Language, shopLanguage } from '../catalogue/catalogue-api';
import { type CartService, printedLineView, printOf } from '../cart/cart-service';
import type { ListOwner } from '../cart/owner';
import type { Database } from '../db/database';
import type { Customer } from '../http/context';
import { ApiError, failure, refused } from '../http/errors';
import { must } from '../shared/must';

/** An order refused because a line sold out while it was placed (409); names the line for the shopper. */
export class SoldOut extends ApiError {
  constructor(
    readonly productName: string,
    readonly size: string,
  ) {
    super(409, { cart: failure('sold-out', undefined, `${productName} (${size}) sold out meanwhile`) });
  }
}

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
  customer_id: number | null;
  guest_id: string | null;
  email: string;
  language: string;
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
  print_name: string | null;
  print_number: number | null;
  print_cents: number;
}

/** What the checkout sends to place an order. */
export interface PlaceOrder {
  readonly address: OrderAddress;
  readonly paymentMethod: PaymentMethod;
}

/**
 * A guest who orders without an account: the cart of the guest request id, and the address the
 * confirmation goes to. The order stays the guest's until an account is made of it.
 */
export interface GuestBuyer {
  readonly guestId: string;
  readonly email: string;
}

/** Who places an order: a signed-in customer, or a guest. */
export type Buyer = Customer | GuestBuyer;

/** Whether the buyer is a guest. */
export function isGuestBuyer(buyer: Buyer): buyer is GuestBuyer {
  return 'guestId' in buyer;
}

/** Who looks at an order on the checkout host: the customer signed in, and the guest request id. */
export interface OrderViewer {
  readonly customerId?: number;
  readonly guestId?: string;
}

/** An order as its confirmation shows it: the API's view with who placed it, where the mail went, in which language. */
export interface PlacedOrder {
  readonly order: OrderView;
  readonly email: string;
  readonly language: Language;
  /** The account it belongs to, if any: the customer's, or the one a guest made of it. */
  readonly customerId: number | undefined;
  /** The guest request id that placed it, when a guest did. */
  readonly guestId: string | undefined;
  /** When it was placed (ms since the epoch). */
  readonly placedAt: number;
}

/** Orders of customers and guests: placed from the cart at checkout, listed and shown through the API. */
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
   * The order `uuid` when the viewer may see it on the checkout host: the customer it belongs to, or
   * the guest request id that placed it (also after an account was made of it).
   */
  find(uuid: string, viewer: OrderViewer, language: Language): PlacedOrder | undefined {
    const row = this.db.prepare('SELECT * FROM orders WHERE uuid = ?').get(uuid) as OrderRow | undefined;
    if (!row) return undefined;
    const mine =
      (viewer.customerId !== undefined && row.customer_id === viewer.customerId) ||
      (viewer.guestId !== undefined && row.guest_id === viewer.guestId);
    if (!mine) return undefined;
    return {
      order: this.#view(row, language),
      email: row.email,
      language: row.language === 'de' ? 'de' : 'en',
      customerId: row.customer_id ?? undefined,
      guestId: row.guest_id ?? undefined,
      placedAt: row.created_at,
    };
  }

  /**
   * The uuid of the newest order the viewer placed since `since` (ms since the epoch), if any: what a
   * form sent twice (a double click) leads to, the cart being empty by then.
   */
  latestSince(viewer: OrderViewer, since: number): string | undefined {
    const row = this.db
      .prepare(
        `SELECT uuid FROM orders WHERE created_at >= ? AND (customer_id = ? OR guest_id = ?)
         ORDER BY created_at DESC, id DESC LIMIT 1`,
      )
      .get(since, viewer.customerId ?? null, viewer.guestId ?? null) as { uuid: string } | undefined;
    return row?.uuid;
  }

  /**
   * Gives a guest's order to the account made of it: only the guest request id that placed it, and
   * only while it belongs to no account. False otherwise.
   */
  attach(uuid: string, guestId: string, customerId: number): boolean {
    return (
      this.db
        .prepare('UPDATE orders SET customer_id = ? WHERE uuid = ? AND guest_id = ? AND customer_id IS NULL')
        .run(customerId, uuid, guestId).changes === 1
    );
  }

  /**
   * Places an order of the buyer's available cart lines (a quantity above the stock is cut to the
   * stock), takes the stock, and empties the cart, all in one transaction. A customer pays the prices
   * of the account's role, a guest the standard ones (`vk`), as core's `shopperPriceType` decides. 422
   * when nothing in the cart can be ordered, 409 when the stock changed meanwhile (`SoldOut`, naming the
   * line).
   */
  place(buyer: Buyer, input: PlaceOrder, language: Language): OrderView {
    const uuid = randomUUID();
    const guest = isGuestBuyer(buyer);
    const owner: ListOwner = guest ? { guestId: buyer.guestId } : { customerId: buyer.id };
    const priceType = shopperPriceType(!guest, guest ? undefined : buyer.role);
    this.db.transaction(() => {
      const lines = this.carts
        .lines(owner, language)
        .filter((line) => line.product.stock > 0)
        .map((line) => ({ ...line, quantity: Math.min(line.quantity, line.product.stock) }));
      if (lines.length === 0) throw refused('cart', 'nothing-orderable');
      const priced = lines.map((line) => {
        const { personalisation: offer } = line.product;
        const unit = printedUnitPrice(line.product.prices, priceType, line.print, offer);
        return { line, unit, print: printSurcharge(line.print, offer), total: unit * line.quantity };
      });
      const subtotal = priced.reduce((sum, p) => sum + p.total, 0);
      const delivery = deliveryPrice(subtotal, input.address.deliveryType);
      for (const { line } of priced) {
        if (!this.catalogue.takeStock(line.product.optionId, line.quantity)) {
          throw new SoldOut(line.product.name, line.product.optionTitle);
        }
      }
      const email = guest
        ? buyer.email
        : String(this.db.prepare('SELECT email FROM customers WHERE id = ?').pluck().get(buyer.id) ?? '');
      const now = this.now();
      const nextId = Number(this.db.prepare('SELECT COALESCE(MAX(id), 0) + 1 FROM orders').pluck().get());
      const number = `AT${new Date(now).getUTCFullYear()}-${String(nextId).padStart(6, '0')}`;
      const orderId = Number(
        this.db
          .prepare(
            `INSERT INTO orders (id, uuid, number, customer_id, guest_id, email, language, status, price_type,
               subtotal_cents, delivery_cents, total_cents, shipping_address, payment_method, created_at)
             VALUES (?, ?, ?, ?, ?, ?, ?, 'received', ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            nextId,
            uuid,
            number,
            guest ? null : buyer.id,
            guest ? buyer.guestId : null,
            email,
            language,
            priceType,
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
           line_cents, image, url, print_name, print_number, print_cents)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      );
      for (const { line, unit, print, total } of priced) {
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
          line.print?.name ?? null,
          line.print?.number ?? null,
          print,
        );
      }
      this.carts.clear(owner);
    })();
    const row = must(
      this.db.prepare('SELECT * FROM orders WHERE uuid = ?').get(uuid) as OrderRow | undefined,
      'placed order',
    );
    return this.#view(row, language);
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
        ...printedLineView(printOf(l), l.print_cents, lang),
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
