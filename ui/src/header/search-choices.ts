import type { ProductTile } from '@fanshop/core/catalog';
import type { HeaderBlogPost, Suggestion } from '@fanshop/core/header';

/** Product previews shown in the panel; more would push the posts out of sight on a phone. */
const PREVIEWS_SHOWN = 4;
/** Blog posts shown in the panel. */
const POSTS_SHOWN = 3;

/** One choosable entry of the search panel, in keyboard order. */
export type Choice =
  | { readonly kind: 'suggestion'; readonly id: string; readonly suggestion: Suggestion }
  | { readonly kind: 'product'; readonly id: string; readonly product: ProductTile }
  | { readonly kind: 'post'; readonly id: string; readonly post: HeaderBlogPost };

/** What the panel offers: suggestions, then product previews, then blog posts. */
export function choicesOf(search: {
  readonly suggestions: readonly Suggestion[];
  readonly products: readonly ProductTile[];
  readonly posts: readonly HeaderBlogPost[];
}): Choice[] {
  return [
    ...search.suggestions.map((suggestion, i) => ({
      kind: 'suggestion' as const,
      id: `search-suggestion-${i}`,
      suggestion,
    })),
    ...search.products.slice(0, PREVIEWS_SHOWN).map((product) => ({
      kind: 'product' as const,
      id: `search-product-${product.id}`,
      product,
    })),
    ...search.posts.slice(0, POSTS_SHOWN).map((post) => ({
      kind: 'post' as const,
      id: `search-post-${post.id}`,
      post,
    })),
  ];
}

/** The entry an arrow key moves to: round from the last to the first and back. */
export function stepActive(current: number, step: 1 | -1, count: number): number {
  const next = current + step;
  if (next < 0) return count - 1;
  return next >= count ? 0 : next;
}
