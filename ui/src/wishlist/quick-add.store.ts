import { action, computed, observable, observableRef, runInAction } from 'mobx';
import { makeStoreObservable } from '../app/store-observability';
import {
  type LoadProduct,
  chooseSize,
  isOptionInStock,
  isSoldOut,
  preselectedSize,
  type ProductDetail,
  type ProductOption,
  type ProductTile,
} from '@fanshop/core/catalog';
import type { Language, Logger } from '@fanshop/core/shared';
import type { PriceType } from '@fanshop/core/pricing';
import type { CartAddError } from '@fanshop/core/cart';
import type { CartStore } from '../cart/cart.store';

/** The collaborators of the quick add, wired by the composition root. */
export interface QuickAddStoreDeps {
  readonly loadProduct: LoadProduct;
  readonly cart: CartStore;
  readonly language: () => Language;
  readonly priceType: () => PriceType;
  readonly logger: Logger;
}

/** Where the size picker is. */
export type QuickAddStatus = 'closed' | 'loading' | 'ready' | 'failed';

/** How the last add ended. */
export type QuickAddResult =
  | { readonly kind: 'added'; readonly size: string }
  | { readonly kind: 'error'; readonly reason: CartAddError };

/**
 * Putting a wishlist product into the cart: a tile knows no sizes, so the picker loads the product's
 * sizes (with stock) through the core's `LoadProduct`, the shopper picks one in stock, and it goes
 * into the cart. One picker is open at a time.
 */
export class QuickAddStore {
  /** The product whose picker is open. */
  productId: number | null = null;
  status: QuickAddStatus = 'closed';
  product: ProductDetail | null = null;
  chosen: number | null = null;
  adding = false;
  result: QuickAddResult | null = null;
  private tile: ProductTile | null = null;

  constructor(private readonly deps: QuickAddStoreDeps) {
    makeStoreObservable(this, {
      productId: observable,
      status: observable,
      product: observableRef,
      chosen: observable,
      adding: observable,
      result: observableRef,
      options: computed,
      soldOut: computed,
      open: action,
      close: action,
      choose: action,
      add: action,
    });
  }

  /** The sizes in picker order. */
  get options(): readonly ProductOption[] {
    return this.product?.options ?? [];
  }

  /** True when no size is left. */
  get soldOut(): boolean {
    return this.product !== null && isSoldOut(this.product);
  }

  /** Whether a size can be chosen. */
  inStock(option: ProductOption): boolean {
    return isOptionInStock(option);
  }

  /** True when the picker of this product is open. */
  isOpenFor(productId: number): boolean {
    return this.productId === productId;
  }

  /** Opens the picker for a product and loads its sizes. */
  async open(tile: ProductTile): Promise<void> {
    this.tile = tile;
    this.productId = tile.id;
    this.status = 'loading';
    this.product = null;
    this.chosen = null;
    this.result = null;
    try {
      const product = await this.deps.loadProduct.execute({
        path: tile.url,
        language: this.deps.language(),
        priceType: this.deps.priceType(),
      });
      if (this.productId !== tile.id) return;
      runInAction(() => {
        this.product = product;
        this.status = 'ready';
        this.chosen = preselectedSize(product)?.id ?? null;
      });
    } catch (error) {
      if (this.productId !== tile.id) return;
      this.deps.logger.warn('sizes of a wishlist product could not be loaded', {
        url: tile.url,
        error: String(error),
      });
      runInAction(() => (this.status = 'failed'));
    }
  }

  close(): void {
    this.productId = null;
    this.status = 'closed';
    this.product = null;
    this.chosen = null;
    this.result = null;
    this.tile = null;
  }

  choose(optionId: number): void {
    const option = this.product && chooseSize(this.product, optionId);
    if (!option) return;
    this.chosen = option.id;
    this.result = null;
  }

  /** Puts one piece of the chosen size into the cart (reported as `add_to_cart`). */
  async add(): Promise<void> {
    const product = this.product;
    const option = this.options.find((o) => o.id === this.chosen);
    if (!product || !option || this.adding) return;
    this.adding = true;
    this.result = null;
    try {
      await this.deps.cart.add(option, 1, this.tile ?? product);
      runInAction(() => {
        this.adding = false;
        this.result = { kind: 'added', size: option.title };
      });
    } catch {
      runInAction(() => {
        this.adding = false;
        this.result = { kind: 'error', reason: this.deps.cart.addError ?? 'failed' };
      });
    }
  }
}
