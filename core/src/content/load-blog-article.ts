import type { Language } from '../shared/language.js';
import { DEFAULT_PRICE_TYPE, type PriceType } from '../pricing/role.js';
import type { ContentGateway } from './content-gateway.js';
import { fetchPageOrNotFound } from './content-page.js';
import type { BlogArticle } from './blog.js';

/** Loads a blog post or guide article by path and language; a missing page raises the fatal `PageNotFoundError`. */
export class LoadBlogArticle {
  constructor(private readonly content: Pick<ContentGateway, 'blogArticle'>) {}

  execute(path: string, language: Language, priceType: PriceType = DEFAULT_PRICE_TYPE): Promise<BlogArticle> {
    return fetchPageOrNotFound((p, l) => this.content.blogArticle(p, l, priceType), path, language);
  }
}
