import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import type { i18n as I18n } from 'i18next';
import type { ProductTile } from '@fanshop/core/catalog';
import type { AppConfig } from '../app/app-config';
import { isDeepFrozen } from '../app/frozen-values';
import type { KeptTiles } from '../catalog/kept-tiles';
import type { ServiceResolver } from '../di/services';
import { ServicesProvider } from '../di/services-context';
import { I18nProvider } from '../i18n/i18n-context';

/** The markup inside a tile, by the request's language and heart state ("en-US 10": on the list, not busy). */
type Variants = Map<string, string>;

/**
 * Tiles' markup by product, for the process's config (its links and its checkout): a shared answer's
 * records are kept as long as the answer lives, and their markup with them. Per config, as the process's
 * container: a server has one.
 */
const keptByConfig = new WeakMap<AppConfig, WeakMap<ProductTile, Variants>>();

/**
 * One page render's tiles: what the server wrote before for tiles of shared answers, and what this render
 * writes, written again on its own once the page is done (`keepRendered`) and kept for the pages after.
 * A tile of an answer that is not shared (a customer's: not frozen) is neither looked up nor kept.
 */
export class RenderKeptTiles implements KeptTiles {
  private readonly rendered: [ProductTile, string, ReactNode][] = [];

  constructor(
    private readonly kept: WeakMap<ProductTile, Variants>,
    private readonly services: ServiceResolver,
    private readonly i18n: I18n,
  ) {}

  markupOf(product: ProductTile): string | undefined {
    if (!isDeepFrozen(product)) return undefined;
    return this.kept.get(product)?.get(this.variantOf(product));
  }

  keep(product: ProductTile, inside: ReactNode): void {
    if (isDeepFrozen(product)) this.rendered.push([product, this.variantOf(product), inside]);
  }

  /**
   * Writes the tiles this render wrote inside the page's providers alone, and keeps their markup. After
   * the page's render, not within it: React writes one tree at a time. Inside a host element a part's
   * markup is the same whether written alone or in its page (tiles hold no `useId`, and nothing in them
   * is hoisted to the head: the pictures React preloads are the first tiles', never kept).
   */
  keepRendered(): void {
    for (const [product, variant, inside] of this.rendered.splice(0)) {
      const markup = this.written(inside);
      if (markup === undefined) continue;
      let variants = this.kept.get(product);
      if (!variants) this.kept.set(product, (variants = new Map()));
      variants.set(variant, markup);
    }
  }

  /** A tile's inside written alone; a tile that cannot be is rendered with its page each time, as before. */
  private written(inside: ReactNode): string | undefined {
    try {
      return renderToString(
        <ServicesProvider value={this.services}>
          <I18nProvider value={this.i18n}>{inside}</I18nProvider>
        </ServicesProvider>,
      );
    } catch {
      return undefined;
    }
  }

  /** What else a tile's markup depends on besides its record: the language, the heart's state. */
  private variantOf(product: ProductTile): string {
    const wishlist = this.services.get('wishlist');
    return `${this.i18n.language} ${wishlist.has(product.id) ? 1 : 0}${wishlist.isChanging(product.id) ? 1 : 0}`;
  }
}

/** The tiles of one page render, over what the process's server kept for its config. */
export function keptTilesFor(config: AppConfig, services: ServiceResolver, i18n: I18n): RenderKeptTiles {
  let kept = keptByConfig.get(config);
  if (!kept) keptByConfig.set(config, (kept = new WeakMap()));
  return new RenderKeptTiles(kept, services, i18n);
}
