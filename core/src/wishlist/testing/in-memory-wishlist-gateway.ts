import { serverError } from '../../cart/testing/in-memory-cart-gateway.js';
import type { WishlistGateway, WishlistResponse } from '../wishlist-gateway.js';
import { aWishlistProduct } from './wishlist-mother.js';

type Method = keyof WishlistGateway;

/**
 * The shop API's wishlists in memory, kept by uuid; `current` is the list the shopper's requests reach
 * (a guest's, or the account's after `login`). Like the real server, a merge adds the guest list's
 * products to the current list and consumes the guest list, so a second merge changes nothing.
 * Calls can be held open (`hold`) to test overlapping changes, and a failing call changes nothing.
 */
export class InMemoryWishlistGateway implements WishlistGateway {
  private readonly lists = new Map<string, number[]>();
  private readonly failures = new Map<Method, unknown>();
  private held: Promise<void> | null = null;
  /** Every call, in order, e.g. `add 7`. */
  readonly calls: string[] = [];
  /** Products lacking an id that the server adds to every answer, for the skipping rule. */
  junk: unknown[] = [];

  constructor(public current = 'wl-guest-1') {}

  /** Puts products on a list, as if added earlier. */
  seed(uuid: string, ids: readonly number[]): this {
    this.lists.set(uuid, [...new Set(ids)]);
    return this;
  }

  /** Requests now reach the account's list. */
  login(accountUuid: string): void {
    this.current = accountUuid;
  }

  /** The ids on a list, in order. */
  idsOf(uuid: string): number[] {
    return [...(this.lists.get(uuid) ?? [])];
  }

  has(uuid: string): boolean {
    return this.lists.has(uuid);
  }

  /** The next call of `method` rejects with `error` and changes nothing. */
  failNext(method: Method, error: unknown = serverError()): void {
    this.failures.set(method, error);
  }

  /** Calls wait until the returned function is called, so a test can overlap them. */
  hold(): () => void {
    let release: () => void = () => undefined;
    this.held = new Promise<void>((resolve) => (release = resolve));
    return () => {
      this.held = null;
      release();
    };
  }

  async get(): Promise<WishlistResponse> {
    await this.enter('get');
    return this.answer();
  }

  async add(productId: number): Promise<WishlistResponse> {
    await this.enter('add', productId);
    const ids = this.idsOf(this.current);
    if (!ids.includes(productId)) this.lists.set(this.current, [...ids, productId]);
    return this.answer();
  }

  async remove(productId: number): Promise<WishlistResponse> {
    await this.enter('remove', productId);
    this.lists.set(
      this.current,
      this.idsOf(this.current).filter((id) => id !== productId),
    );
    return this.answer();
  }

  async merge(mergeUuid: string): Promise<WishlistResponse> {
    await this.enter('merge', mergeUuid);
    const guest = this.lists.get(mergeUuid);
    if (guest && mergeUuid !== this.current) {
      const ids = this.idsOf(this.current);
      this.lists.set(this.current, [...ids, ...guest.filter((id) => !ids.includes(id))]);
      this.lists.delete(mergeUuid);
    }
    // The merge answer holds only products (spec section 7).
    const { products, skipped } = this.answer();
    return { products, skipped };
  }

  private async enter(method: Method, argument?: string | number): Promise<void> {
    this.calls.push(argument === undefined ? method : `${method} ${argument}`);
    if (this.held) await this.held;
    if (this.failures.has(method)) {
      const error = this.failures.get(method);
      this.failures.delete(method);
      throw error;
    }
  }

  private answer(): WishlistResponse {
    return {
      uuid: this.current,
      products: this.idsOf(this.current).map(aWishlistProduct),
      // What an adapter sets apart from an answer: products lacking an id.
      skipped: [...this.junk],
    };
  }
}
