import { formatPrice } from '../../pricing/money.js';
import type { ApiFailure } from '../../shared/errors.js';
import type { Cart, CartProduct } from '../cart.js';
import type { AddToCartRequest, CartGateway, CartRemovalOptions } from '../cart-gateway.js';
import { aCartProduct } from './cart-mother.js';

type Method = keyof CartGateway;

/** A piece count per option, as the fake server keeps a cart. */
export interface StoredLine {
  readonly option: number;
  readonly quantity: number;
}

/** A server error as the HTTP adapter raises it. */
export function serverError(status = 500): ApiFailure & Error {
  return Object.assign(new Error(`status ${status}`), { status, data: { message: 'server error' } });
}

/**
 * The shop API's carts in memory. Carts are kept by uuid; `current` is the cart the shopper's requests
 * reach (a guest's, or the account's after `login`). Like the real server, a merge moves the guest
 * cart's lines into the current cart and consumes the guest cart, so a second merge changes nothing.
 * A failing call (`failNext`) changes nothing.
 */
export class InMemoryCartGateway implements CartGateway {
  private readonly carts = new Map<string, StoredLine[]>();
  private readonly failures = new Map<Method, unknown>();
  /** Every call, in order, e.g. `remove line-101`. */
  readonly calls: string[] = [];
  /** The add requests exactly as received. */
  readonly addRequests: AddToCartRequest[] = [];
  /** When true, a removal answers without a cart (the API's "no cart" case). */
  removalAnswersNoCart = false;
  /** The delivery in cents the answers carry (beyond the spec); none unless set. */
  deliveryPrice: number | undefined = undefined;
  /** Stock of an option; 5 unless set. */
  readonly stock = new Map<number, number>();

  constructor(public current = 'cart-guest-1') {}

  /** Puts lines into a cart, as if added earlier. */
  seed(uuid: string, lines: readonly StoredLine[]): this {
    this.carts.set(
      uuid,
      lines.filter((line) => line.quantity > 0).map((line) => ({ ...line })),
    );
    return this;
  }

  /** Requests now reach the account's cart. */
  login(accountUuid: string): void {
    this.current = accountUuid;
  }

  /** The lines of a cart, sorted by option, for comparing server states. */
  linesOf(uuid: string): StoredLine[] {
    return [...(this.carts.get(uuid) ?? [])].sort((a, b) => a.option - b.option);
  }

  /** True while the server still holds a cart with this uuid. */
  has(uuid: string): boolean {
    return this.carts.has(uuid);
  }

  /** The next call of `method` rejects with `error` and changes nothing. */
  failNext(method: Method, error: unknown = serverError()): void {
    this.failures.set(method, error);
  }

  callsOf(method: Method): string[] {
    return this.calls.filter((call) => call.startsWith(`${method} `) || call === method);
  }

  async get(): Promise<Cart> {
    this.enter('get');
    return this.answer();
  }

  async add(request: AddToCartRequest): Promise<Cart> {
    this.enter('add', `${request.productOption} x${request.amount ?? 1}`);
    this.addRequests.push(request);
    this.put(this.current, request.productOption, request.amount ?? 1);
    return this.answer();
  }

  async remove(hash: string, options?: CartRemovalOptions): Promise<Cart | null> {
    this.enter('remove', options?.keepalive ? `${hash} (keepalive)` : hash);
    const lines = this.carts.get(this.current) ?? [];
    this.carts.set(
      this.current,
      lines.filter((line) => hashOf(line.option) !== hash),
    );
    return this.removalAnswersNoCart ? null : this.answer();
  }

  async merge(mergeUuid: string): Promise<void> {
    this.enter('merge', mergeUuid);
    if (mergeUuid === this.current) return;
    const guestLines = this.carts.get(mergeUuid);
    if (!guestLines) return;
    for (const line of guestLines) this.put(this.current, line.option, line.quantity);
    this.carts.delete(mergeUuid);
  }

  private enter(method: Method, argument?: string): void {
    this.calls.push(argument === undefined ? method : `${method} ${argument}`);
    if (this.failures.has(method)) {
      const error = this.failures.get(method);
      this.failures.delete(method);
      throw error;
    }
  }

  private put(uuid: string, option: number, quantity: number): void {
    const lines = this.carts.get(uuid) ?? [];
    const existing = lines.find((line) => line.option === option);
    const others = lines.filter((line) => line.option !== option);
    this.carts.set(uuid, [...others, { option, quantity: (existing?.quantity ?? 0) + quantity }]);
  }

  private answer(): Cart {
    const products: CartProduct[] = this.linesOf(this.current).map((line) =>
      aCartProduct({
        hash: hashOf(line.option),
        option: { id: line.option, quantity: line.quantity, stock: this.stock.get(line.option) ?? 5 },
        // The server's own status may disagree with the option; the core derives it.
      }),
    );
    const total = products.reduce((sum, line) => sum + line.prices.vkFull, 0);
    return {
      uuid: this.current,
      products,
      total: {
        totalCartPriceFormatted: formatPrice(total, 'en-US'),
        deliveryPriceFormatted: formatPrice(this.deliveryPrice ?? 0, 'en-US'),
        ...(this.deliveryPrice === undefined ? {} : { deliveryPrice: this.deliveryPrice }),
      },
    };
  }
}

/** The line hash the fake server gives an option. */
export function hashOf(option: number): string {
  return `line-${option}`;
}
