import type { ProductTile } from '../../catalog/product.js';
import { ProductPricesMother } from '../../pricing/testing/product-prices-mother.js';
import type { HeaderBlogPost, HeaderData } from '../header-data.js';
import { type Suggestion, suggestionUrl } from '../suggestion.js';

let nextId = 1;

/** A suggestion for a phrase. */
export function aSuggestion(phrase: string, weight = 10): Suggestion {
  return { phrase, weight, url: suggestionUrl(phrase) };
}

/** A product tile as the search panel previews it. */
export function aPreviewProduct(overrides: Partial<ProductTile> = {}): ProductTile {
  const id = overrides.id ?? nextId++;
  return {
    id,
    name: `Product ${id}`,
    brand: 'Puma',
    url: `/p/product-${id}/`,
    image: `/images/products/${id}.svg`,
    colour: 'red',
    prices: ProductPricesMother.fullPrice(),
    isHeavy: false,
    isBike: false,
    isSki: false,
    ...overrides,
  };
}

/** A blog post teaser. */
export function aBlogPost(overrides: Partial<HeaderBlogPost> = {}): HeaderBlogPost {
  const id = overrides.id ?? nextId++;
  return { id, title: `Post ${id}`, url: `/blog/article/post-${id}/`, ...overrides };
}

/** Header data with two posts and two previews. */
export function someHeaderData(): HeaderData {
  return { blogPosts: [aBlogPost(), aBlogPost()], previews: [aPreviewProduct(), aPreviewProduct()] };
}
