import { createContext, use, type ReactNode } from 'react';
import type { ProductTile } from '@fanshop/core/catalog';

/**
 * The markup of product tiles a server wrote before, for one page's render ([ADR 0031](../../../docs/adr/0031-kept-tile-markup.md)).
 * A tile of an answer the server shares between guests (frozen, ADR 0013) is written from that answer,
 * the page's language and the heart's state alone: the server writes it once and, on the pages after,
 * sets down what it wrote. The browser hydrates the markup it finds, whoever wrote it, so it keeps none.
 */
export interface KeptTiles {
  /** What the server wrote inside this tile before, in this request's language and heart state; else undefined. */
  markupOf(product: ProductTile): string | undefined;
  /** Notes what is inside a tile this render writes, so that the pages after it need not. */
  keep(product: ProductTile, inside: ReactNode): void;
}

/** A server's page render provides it (`server/kept-tiles.tsx`); elsewhere there is none. */
export const KeptTilesContext = /* @__PURE__ */ createContext<KeptTiles | null>(null);

/**
 * The kept tiles of the page being rendered, on a server; in the browser none, and the browser's build
 * keeps nothing of this module but the answer.
 */
export function useKeptTiles(): KeptTiles | null {
  return import.meta.env.SSR ? use(KeptTilesContext) : null;
}
