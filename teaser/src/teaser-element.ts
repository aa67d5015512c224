import { cartAddErrorOf } from '@fanshop/core/cart';
import {
  chooseSize,
  isOptionInStock,
  isSoldOut,
  preselectedSize,
  type ProductDetail,
  type ProductTile,
} from '@fanshop/core/catalog';
import { localisePath } from '@fanshop/core/navigation';
import { DEFAULT_PRICE_TYPE, displayPrice, formatPrice, type PriceType } from '@fanshop/core/pricing';
import type { Language } from '@fanshop/core/shared';
import { EMPTY_WISHLIST, hasProduct, wishlistChanged, type Wishlist } from '@fanshop/core/wishlist';
import { h, heartIcon } from './dom';
import { addErrorKey, message, teaserLanguage, type MessageKey } from './messages';
import { TEASER_CSS } from './styles';
import { createTeaserShop, type TeaserSettings, type TeaserShop } from './wiring';

/** Products shown when the page names no `limit`, and the most it may ask for. */
export const DEFAULT_LIMIT = 4;
export const MAX_LIMIT = 12;

/** The size picker of one product. */
interface Picker {
  readonly productId: number;
  readonly status: 'loading' | 'ready' | 'failed';
  readonly product: ProductDetail | null;
  readonly chosen: number | null;
  readonly adding: boolean;
}

/** What the live region says, and where its link leads. */
interface Notice {
  readonly key: MessageKey;
  readonly values: Readonly<Record<string, string>>;
  readonly link?: 'wishlist';
}

interface TeaserState {
  readonly status: 'loading' | 'ready' | 'failed';
  readonly products: readonly ProductTile[];
  readonly priceType: PriceType;
  readonly wishlist: Wishlist;
  /** The product whose wishlist change is on its way. */
  readonly changingId: number | null;
  readonly picker: Picker | null;
  readonly notice: Notice | null;
}

const START: TeaserState = {
  status: 'loading',
  products: [],
  priceType: DEFAULT_PRICE_TYPE,
  wishlist: EMPTY_WISHLIST,
  changingId: null,
  picker: null,
  notice: null,
};

/**
 * `<fanshop-teaser category="/jerseys/" limit="4" lang="de" api="…" shop="…">`: products of a shop
 * listing with the shopper's prices, a wishlist heart and an add to the cart with a size choice, all
 * through the core's use cases on the shop API, with the shopper's shop cookies. Views only: every
 * rule (prices, discounts, the heart's lock, the size choice, why an add failed) is the core's.
 */
export class FanshopTeaser extends HTMLElement {
  static readonly observedAttributes = ['category', 'limit', 'lang', 'api', 'shop', 'cookie-domain'];

  /** Builds the teaser's shop from its settings; tests hand in one on fakes. */
  createShop: (settings: TeaserSettings) => TeaserShop = (settings) => createTeaserShop(settings);

  private readonly root: ShadowRoot;
  private readonly content: HTMLElement;
  private readonly live: HTMLElement;
  private readonly more: HTMLAnchorElement;
  private readonly heading: HTMLElement;
  private shop: TeaserShop | null = null;
  private shopApi = '';
  private state: TeaserState = START;
  /** Bumped by every load, so an older answer never overwrites a newer listing. */
  private generation = 0;
  private reloadQueued = false;
  private started = false;
  /**
   * Each product's link (with its picture) and price, kept between renders while the language, price
   * type and storefront stay, so a heart or a size choice does not rebuild pictures.
   */
  private readonly fixedParts = new Map<string, readonly HTMLElement[]>();
  /** The element to focus after the next render, by its `data-key`. */
  private focusKey: string | null = null;

  constructor() {
    super();
    this.root = this.attachShadow({ mode: 'open' });
    const style = document.createElement('style');
    style.textContent = TEASER_CSS;
    this.heading = h('h2', { id: 'fanshop-teaser-heading' });
    this.content = h('div');
    this.live = h('p', { class: 'live', role: 'status', 'aria-live': 'polite' });
    this.more = h('a', { class: 'more' }) as HTMLAnchorElement;
    const section = h(
      'section',
      { 'aria-labelledby': 'fanshop-teaser-heading' },
      this.heading,
      this.content,
      this.live,
      this.more,
    );
    this.root.append(style, section);
  }

  connectedCallback(): void {
    this.started = true;
    void this.load();
  }

  disconnectedCallback(): void {
    this.started = false;
    this.generation++;
  }

  attributeChangedCallback(_name: string, before: string | null, after: string | null): void {
    // Before the first load (also while the element is upgraded with its attributes) there is nothing to redo.
    if (!this.started || before === after || this.reloadQueued) return;
    // Several attributes set one after another load once.
    this.reloadQueued = true;
    queueMicrotask(() => {
      this.reloadQueued = false;
      if (this.isConnected) void this.load();
    });
  }

  /** The teaser's language (`lang`: `de` or `de-AT` for German, English otherwise). */
  get language(): Language {
    return teaserLanguage(this.getAttribute('lang'));
  }

  /** The listing's app path, e.g. `/jerseys/`. */
  get category(): string {
    const path = (this.getAttribute('category') ?? '/').trim();
    return path.startsWith('/') ? path : `/${path}`;
  }

  /** How many products show (1 to 12, 4 by default). */
  get limit(): number {
    const n = Number.parseInt(this.getAttribute('limit') ?? '', 10);
    return Number.isFinite(n) ? Math.min(MAX_LIMIT, Math.max(1, n)) : DEFAULT_LIMIT;
  }

  /** Where the shop API answers; the page's own origin when not named. */
  get api(): string {
    return (this.getAttribute('api') ?? globalThis.location.origin).replace(/\/+$/, '');
  }

  /** Where the storefront is, for links to products, the listing and the wishlist. */
  get shopUrl(): string {
    return (this.getAttribute('shop') ?? globalThis.location.origin).replace(/\/+$/, '');
  }

  private shopFor(api: string): TeaserShop {
    if (!this.shop || this.shopApi !== api) {
      this.shopApi = api;
      this.shop = this.createShop({
        apiBaseUrl: api,
        cookieDomain: this.getAttribute('cookie-domain') ?? undefined,
        language: () => this.language,
        onSessionEnded: () => void this.load(),
      });
    }
    return this.shop;
  }

  /** Loads the session's price type, the listing and the wishlist, and shows them. */
  private async load(): Promise<void> {
    const generation = ++this.generation;
    const shop = this.shopFor(this.api);
    this.fixedParts.clear();
    const language = this.language;
    this.set({ ...START });
    try {
      const session = await shop.restoreSession.execute();
      const [loaded, wishlist] = await Promise.all([
        shop.loadListing.execute({ path: this.category, query: '', priceType: session.priceType, language }),
        // A first visit has no wishlist yet; a failing one shows empty hearts rather than no products.
        shop.hasIdentity() ? shop.startWishlist.execute().catch(() => EMPTY_WISHLIST) : EMPTY_WISHLIST,
      ]);
      if (generation !== this.generation) return;
      this.set({
        status: 'ready',
        products: loaded.listing.products.slice(0, this.limit),
        priceType: session.priceType,
        wishlist,
      });
    } catch {
      if (generation !== this.generation) return;
      this.set({ status: 'failed' });
    }
  }

  private async toggleHeart(tile: ProductTile): Promise<void> {
    const shop = this.shop;
    if (!shop) return;
    const before = this.state.wishlist;
    const target = { id: tile.id, name: tile.name };
    const outcome = await shop.changeWishlist.toggle(target, before, (shown) =>
      this.set({ wishlist: shown, changingId: tile.id, notice: null }),
    );
    const notice: Notice = {
      key: `wishlist.${outcome.kind}`,
      values: { name: tile.name },
      ...(wishlistChanged(outcome) ? { link: 'wishlist' as const } : {}),
    };
    if (wishlistChanged(outcome)) this.set({ wishlist: outcome.wishlist, changingId: null, notice });
    else if (outcome.rollBack) this.set({ wishlist: before, changingId: null, notice });
    else this.set({ notice });
  }

  private async openPicker(tile: ProductTile): Promise<void> {
    const shop = this.shop;
    if (!shop) return;
    this.set({
      picker: { productId: tile.id, status: 'loading', product: null, chosen: null, adding: false },
      notice: null,
    });
    const stillOpen = () => this.state.picker?.productId === tile.id;
    try {
      const product = await shop.loadProduct.execute({
        path: tile.url,
        language: this.language,
        priceType: this.state.priceType,
      });
      if (!stillOpen()) return;
      const chosen = preselectedSize(product)?.id ?? null;
      const first = chosen ?? product.options.find(isOptionInStock)?.id;
      this.focusKey = first === undefined ? `cancel-${tile.id}` : `size-${tile.id}-${first}`;
      this.set({ picker: { productId: tile.id, status: 'ready', product, chosen, adding: false } });
    } catch {
      if (!stillOpen()) return;
      this.set({
        picker: { productId: tile.id, status: 'failed', product: null, chosen: null, adding: false },
      });
    }
  }

  private closePicker(tile: ProductTile): void {
    this.focusKey = `open-${tile.id}`;
    this.set({ picker: null });
  }

  private choose(optionId: number): void {
    const picker = this.state.picker;
    if (!picker?.product || !chooseSize(picker.product, optionId)) return;
    this.set({ picker: { ...picker, chosen: optionId }, notice: null });
  }

  private async addToCart(tile: ProductTile): Promise<void> {
    const shop = this.shop;
    const picker = this.state.picker;
    const option =
      picker?.product && picker.chosen !== null ? chooseSize(picker.product, picker.chosen) : null;
    if (!shop || !picker || !option || picker.adding) return;
    this.set({ picker: { ...picker, adding: true }, notice: null });
    const values = { name: tile.name, size: option.title };
    try {
      await shop.addToCart.execute({ productOption: option.id, amount: 1 });
      this.focusKey = `open-${tile.id}`;
      this.set({ picker: null, notice: { key: 'added', values } });
    } catch (error) {
      const current = this.state.picker;
      this.set({
        picker: current?.productId === tile.id ? { ...current, adding: false } : current,
        notice: { key: addErrorKey(cartAddErrorOf(error)), values },
      });
    }
  }

  private set(change: Partial<TeaserState>): void {
    this.state = { ...this.state, ...change };
    this.render();
  }

  private text(key: MessageKey, values?: Readonly<Record<string, string | number>>): string {
    return message(this.language, key, values);
  }

  private link(path: string): string {
    return this.shopUrl + localisePath(path, this.language);
  }

  private render(): void {
    const focused = (this.root.activeElement as HTMLElement | null)?.dataset.key ?? null;
    const { status, products } = this.state;
    this.heading.textContent = this.text('heading');
    this.more.textContent = this.text('toShop');
    this.more.href = this.link(this.category);

    if (status === 'loading') {
      this.content.replaceChildren(h('p', { class: 'status' }, this.text('loading')));
    } else if (status === 'failed') {
      this.content.replaceChildren(
        h('p', { class: 'status error' }, this.text('loadFailed')),
        h(
          'button',
          { type: 'button', class: 'secondary', 'data-key': 'retry', onclick: () => void this.load() },
          this.text('retry'),
        ),
      );
    } else if (products.length === 0) {
      this.content.replaceChildren(h('p', { class: 'status' }, this.text('empty')));
    } else {
      this.content.replaceChildren(h('ul', { class: 'products' }, ...products.map((p) => this.card(p))));
    }
    this.renderNotice();

    const key = this.focusKey ?? focused;
    this.focusKey = null;
    if (key !== null) this.root.querySelector<HTMLElement>(`[data-key="${key}"]`)?.focus();
  }

  /** The live region stays in place and only its text changes, so screen readers announce it. */
  private renderNotice(): void {
    const notice = this.state.notice;
    if (!notice) {
      this.live.replaceChildren();
      return;
    }
    const text = this.text(notice.key, notice.values);
    if (notice.link === 'wishlist') {
      this.live.replaceChildren(text, h('a', { href: this.link('/wishlist/') }, this.text('toWishlist')));
    } else {
      this.live.replaceChildren(text);
    }
  }

  private card(tile: ProductTile): HTMLElement {
    const { wishlist, changingId, picker } = this.state;
    const onList = hasProduct(wishlist, tile.id);
    const open = picker?.productId === tile.id ? picker : null;
    return h(
      'li',
      { class: 'product' },
      ...this.fixedPartsOf(tile),
      h(
        'button',
        {
          type: 'button',
          class: 'heart',
          'aria-label': this.text('heart', { name: tile.name }),
          'aria-pressed': String(onList),
          'aria-busy': changingId === tile.id ? 'true' : null,
          'data-key': `heart-${tile.id}`,
          onclick: () => void this.toggleHeart(tile),
        },
        heartIcon(),
      ),
      h(
        'button',
        {
          type: 'button',
          class: 'secondary',
          // Named with the product for screen readers; the visible words come first (label in name).
          'aria-label': this.text('opener') + this.text('openerFor', { name: tile.name }),
          'aria-expanded': String(open !== null),
          'aria-controls': open ? `picker-${tile.id}` : null,
          'data-key': `open-${tile.id}`,
          onclick: () => (open ? this.closePicker(tile) : void this.openPicker(tile)),
        },
        this.text('opener'),
      ),
      open ? this.picker(tile, open) : null,
    );
  }

  private fixedPartsOf(tile: ProductTile): readonly HTMLElement[] {
    const key = `${tile.id}|${this.language}|${this.state.priceType}|${this.shopUrl}`;
    let parts = this.fixedParts.get(key);
    if (!parts) {
      parts = [
        h(
          'a',
          { class: 'product-link', href: this.link(tile.url), 'data-key': `link-${tile.id}` },
          h('img', { src: tile.image, alt: '', loading: 'lazy', width: 200, height: 200 }),
          // Most names start with the brand already: read once, shown twice.
          h(
            'span',
            { class: 'brand', 'aria-hidden': tile.name.startsWith(tile.brand) ? 'true' : null },
            tile.brand,
          ),
          h('span', { class: 'name' }, tile.name),
        ),
        this.price(tile),
      ];
      this.fixedParts.set(key, parts);
    }
    return parts;
  }

  /** The shopper's price, and against the rrp the discount from 10 percent on (core pricing). */
  private price(tile: ProductTile): HTMLElement {
    const shown = displayPrice(tile.prices, this.state.priceType);
    const money = (cents: number) => formatPrice(cents, this.language);
    return h(
      'p',
      { class: shown.showDiscount ? 'price discounted' : 'price' },
      h('span', { class: 'sr-only' }, this.text('price')),
      h('span', { class: 'now' }, money(shown.price)),
      shown.showDiscount && shown.rrp !== null
        ? h(
            'span',
            {},
            h('span', { class: 'sr-only' }, ` ${this.text('insteadOf')} `),
            h('s', {}, money(shown.rrp)),
          )
        : null,
      shown.showDiscount
        ? h(
            'span',
            { class: 'badge' },
            h('span', { 'aria-hidden': 'true' }, this.text('discount', { percent: shown.discountPercent })),
            h('span', { class: 'sr-only' }, this.text('discountLabel', { percent: shown.discountPercent })),
          )
        : null,
    );
  }

  private picker(tile: ProductTile, picker: Picker): HTMLElement {
    const id = `picker-${tile.id}`;
    const cancel = h(
      'button',
      {
        type: 'button',
        class: 'secondary',
        'data-key': `cancel-${tile.id}`,
        onclick: () => this.closePicker(tile),
      },
      this.text('cancel'),
    );
    if (picker.status === 'loading')
      return h('div', { id }, h('p', { class: 'status' }, this.text('loadingSizes')));
    if (picker.status === 'failed' || !picker.product) {
      return h('div', { id }, h('p', { class: 'status error' }, this.text('sizesFailed')), cancel);
    }
    const product = picker.product;
    if (isSoldOut(product))
      return h('div', { id }, h('p', { class: 'status' }, this.text('soldOut')), cancel);
    const name = `size-${tile.id}`;
    const chosen = picker.chosen === null ? null : chooseSize(product, picker.chosen);
    return h(
      'form',
      {
        id,
        onsubmit: (event: Event) => {
          event.preventDefault();
          void this.addToCart(tile);
        },
      },
      h(
        'fieldset',
        {},
        h('legend', {}, this.text('sizes', { name: tile.name })),
        h(
          'div',
          { class: 'sizes' },
          ...product.options.map((option) => {
            const inStock = isOptionInStock(option);
            return h(
              'label',
              {},
              h('input', {
                type: 'radio',
                name,
                value: option.id,
                checked: picker.chosen === option.id,
                disabled: !inStock,
                'aria-label': inStock ? option.title : this.text('soldOutSize', { size: option.title }),
                'data-key': `size-${tile.id}-${option.id}`,
                onchange: () => this.choose(option.id),
              }),
              h('span', { 'aria-hidden': 'true' }, option.title),
            );
          }),
        ),
      ),
      h(
        'div',
        { class: 'actions' },
        h(
          'button',
          {
            type: 'submit',
            class: 'primary',
            disabled: chosen === null,
            // Stays focusable while the add runs (a disabled button would drop the keyboard focus).
            'aria-disabled': picker.adding ? 'true' : null,
            'data-key': `add-${tile.id}`,
          },
          picker.adding
            ? this.text('adding')
            : chosen
              ? this.text('addSize', { size: chosen.title })
              : this.text('chooseFirst'),
        ),
        cancel,
      ),
    );
  }
}
