import { action, computed, observable, observableRef, runInAction } from 'mobx';
import { makeStoreObservable } from '../app/store-observability';
import { type AddToCartRequest, cartAddErrorOf } from '@fanshop/core/cart';
import {
  isOptionInStock,
  isSoldOut,
  optionsInStock,
  type ProductDetail,
  type ProductOption,
  type LoadProduct,
  sizeInOtherColour,
} from '@fanshop/core/catalog';
import { type PrintReading, printLabel, printedUnitPrice, readPrint } from '@fanshop/core/personalisation';
import type { Language, Logger } from '@fanshop/core/shared';
import type { Cents, PriceType } from '@fanshop/core/pricing';
import type { Hydratable } from '../app/hydration';
import type { CatalogAnalytics } from './catalog-analytics';

/**
 * A size with this many pieces or fewer left shows a "only N left" hint. A display threshold the spec
 * leaves open; it would move to the core's `product.ts` if anything beyond this hint used it.
 */
export const LOW_STOCK_HINT_AT = 3;

/** What the cart offers the product page: adding pieces of a size (opens the cart popup on success). */
export interface CartAdder {
  add(request: AddToCartRequest): Promise<unknown>;
}

/**
 * The outcome of the last add to cart: nothing yet, the size is missing, added, or failed: `stock` when
 * the API refused the size or amount (sold out meanwhile, "only N in stock"), `other` otherwise.
 */
export type AddToCartState =
  | { readonly kind: 'idle' }
  | { readonly kind: 'choose-size' }
  /** The print the shopper typed cannot be printed: the fields say why, nothing was added. */
  | { readonly kind: 'check-print' }
  /** Added; `print` is the line's label (`ALABA · 8`), empty without one. */
  | { readonly kind: 'added'; readonly size: string; readonly print: string }
  | { readonly kind: 'error'; readonly reason: 'stock' | 'other' };

interface ProductState {
  readonly product: ProductDetail;
}

/**
 * The product detail page: the product loaded through `LoadProduct` for the shopper's price type and
 * language, the chosen size (only sizes in stock can be chosen), and adding it to the cart.
 */
export class ProductStore implements Hydratable {
  readonly hydrationKey = 'product';
  product: ProductDetail | null = null;
  selectedOptionId: number | null = null;
  adding = false;
  addState: AddToCartState = { kind: 'idle' };
  /** The name and number to print, as typed (products with a print offer). */
  printName = '';
  printNumber = '';
  /** What the shopper had chosen when they switched to another colour of the article, carried over. */
  private carried: {
    readonly from: number;
    readonly size?: string;
    readonly name: string;
    readonly number: string;
  } | null = null;

  constructor(
    private readonly loadProduct: LoadProduct,
    private readonly cart: CartAdder,
    private readonly session: { readonly priceType: PriceType },
    private readonly analytics: CatalogAnalytics,
    private readonly logger: Logger,
  ) {
    makeStoreObservable<ProductStore, 'show'>(this, {
      product: observableRef,
      selectedOptionId: observable,
      adding: observable,
      addState: observableRef,
      printName: observable,
      printNumber: observable,
      selectedOption: computed,
      soldOut: computed,
      printReading: computed,
      unitPrice: computed,
      show: action,
      selectOption: action,
      setPrintName: action,
      setPrintNumber: action,
      switchColour: action,
      addToCart: action,
    });
  }

  /** Loads the product at a detail path; a missing one throws the core's `PageNotFoundError`. */
  async load(path: string, language: Language): Promise<void> {
    const product = await this.loadProduct.execute({ path, language, priceType: this.session.priceType });
    this.show(product);
  }

  /** The chosen size, if any. */
  get selectedOption(): ProductOption | null {
    return this.product?.options.find((option) => option.id === this.selectedOptionId) ?? null;
  }

  /** True when no size has stock. */
  get soldOut(): boolean {
    return this.product === null || isSoldOut(this.product);
  }

  /** True when a size in stock has only a few pieces left. */
  isLowStock(option: ProductOption): boolean {
    return isOptionInStock(option) && option.stock <= LOW_STOCK_HINT_AT;
  }

  /**
   * What the typed name and number come to against the product's offer (core's `readPrint`): the print
   * (null for none) or each field's problem. A product without an offer prints nothing.
   */
  get printReading(): PrintReading {
    return readPrint({ name: this.printName, number: this.printNumber }, this.product?.personalisation);
  }

  /** The price of one piece for the shopper's price type, with the print when it can be printed. */
  get unitPrice(): Cents {
    const product = this.product;
    if (!product) return 0;
    const reading = this.printReading;
    const print = reading.ok ? reading.print : null;
    return printedUnitPrice(product.prices, this.session.priceType, print, product.personalisation);
  }

  setPrintName(name: string): void {
    this.printName = name;
    if (this.addState.kind !== 'idle') this.addState = { kind: 'idle' };
  }

  setPrintNumber(number: string): void {
    this.printNumber = number;
    if (this.addState.kind !== 'idle') this.addState = { kind: 'idle' };
  }

  /** Chooses a size; sizes out of stock cannot be chosen. */
  selectOption(optionId: number): void {
    const option = this.product?.options.find((o) => o.id === optionId);
    if (!option || !isOptionInStock(option)) return;
    this.selectedOptionId = optionId;
    if (this.addState.kind !== 'idle') this.addState = { kind: 'idle' };
  }

  /**
   * The shopper is leaving for another colour of this article: the size (when that colour has it in
   * stock) and the print typed go with them.
   */
  switchColour(): void {
    const product = this.product;
    if (!product) return;
    this.carried = {
      from: product.id,
      size: this.selectedOption?.title,
      name: this.printName,
      number: this.printNumber,
    };
  }

  /** Puts one piece of the chosen size into the cart; without a size, asks for one. */
  async addToCart(): Promise<void> {
    const product = this.product;
    const option = this.selectedOption;
    if (!product || this.adding) return;
    if (!option || !isOptionInStock(option)) {
      this.addState = { kind: 'choose-size' };
      return;
    }
    const reading = this.printReading;
    if (!reading.ok) {
      this.addState = { kind: 'check-print' };
      return;
    }
    const { print } = reading;
    this.adding = true;
    this.addState = { kind: 'idle' };
    try {
      await this.cart.add({
        productOption: option.id,
        amount: 1,
        ...(print ? { personalisation: print } : {}),
      });
      runInAction(() => {
        this.adding = false;
        this.addState = { kind: 'added', size: option.title, print: printLabel(print) };
      });
      this.analytics.addToCart(product, 1);
    } catch (error) {
      this.logger.error('add to cart failed', { productOption: option.id, error: String(error) });
      // Core tells why from the answer's codes; only the stock is the size's own fault.
      const why = cartAddErrorOf(error);
      const reason = why === 'out-of-stock' || why === 'stock-limit' ? 'stock' : 'other';
      runInAction(() => {
        this.adding = false;
        this.addState = { kind: 'error', reason };
      });
    }
  }

  dehydrate(): ProductState | null {
    return this.product ? { product: this.product } : null;
  }

  hydrate(state: unknown): void {
    const s = state as Partial<ProductState> | null | undefined;
    if (s?.product) this.show(s.product);
  }

  private show(product: ProductDetail): void {
    const same = this.product?.id === product.id;
    this.product = product;
    if (!same) {
      const carried = this.carried;
      const sibling = carried !== null && (product.colourVariants ?? []).some((v) => v.id === carried.from);
      this.carried = null;
      this.addState = { kind: 'idle' };
      this.printName = sibling && product.personalisation ? carried.name : '';
      this.printNumber = sibling && product.personalisation ? carried.number : '';
      // A product with a single size in stock has nothing to choose.
      const [only] = optionsInStock(product);
      const kept = sibling ? sizeInOtherColour(carried.size, product.options) : null;
      this.selectedOptionId = kept ? kept.id : product.options.length === 1 && only ? only.id : null;
    }
  }
}
