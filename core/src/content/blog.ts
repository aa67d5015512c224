import type { ProductTile } from '../catalog/product.js';
import type { TitledPage } from './content-page.js';

/** A blog post or guide article as a teaser in listings and "related" lists. */
export interface BlogPostTeaser {
  readonly id: number;
  readonly title: string;
  /** Path of the article, e.g. `/blog/article/choosing-football-boots/`. */
  readonly url: string;
  readonly image?: string;
  readonly excerpt?: string;
  /** ISO 8601 date. */
  readonly publishedAt?: string;
  /** Category label, e.g. "Guide" or "News". */
  readonly category?: string;
}

/** A blog and guide listing (`/blog/` and its categories). */
export interface BlogListing extends TitledPage {
  /** The listing's path; `/blog/` is the go-to path of the blog. */
  readonly path: string;
  readonly intro?: string;
  readonly posts: readonly BlogPostTeaser[];
  /** One-based page number and page count. */
  readonly page: number;
  readonly pageCount: number;
}

/** A blog post or guide article (`/blog/article/…`). */
export interface BlogArticle extends TitledPage {
  /** The article body as HTML from the shop's content system. */
  readonly html: string;
  readonly image?: string;
  readonly author?: string;
  /** ISO 8601 date. */
  readonly publishedAt?: string;
  readonly related: readonly BlogPostTeaser[];
  /** The products the article is about ("shop this look"), best sellers first; absent when none. */
  readonly products?: readonly ProductTile[];
}
