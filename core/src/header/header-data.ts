import type { ProductTile } from '../catalog/product.js';

/** A blog post teaser shown in the search panel. The spec does not show its fields; these are what the panel renders. */
export interface HeaderBlogPost {
  readonly id: number;
  readonly title: string;
  /** Storefront path of the article. */
  readonly url: string;
  /** Teaser image URL, if the post has one. */
  readonly image?: string;
}

/** The header-data answer (spec section 3): blog posts and the initial product previews (`search-limited`). */
export interface HeaderData {
  readonly blogPosts: readonly HeaderBlogPost[];
  /** Product tiles; the panel shows them with the shopper's price type (`displayPrice`). */
  readonly previews: readonly ProductTile[];
}
