import type { Language } from '../shared/language';
import type { ContentGateway } from './content-gateway';
import { fetchPageOrNotFound } from './content-page';
import type { BlogArticle } from './blog';

/** Loads a blog post or guide article by path and language; a missing page raises the fatal `PageNotFoundError`. */
export class LoadBlogArticle {
  constructor(private readonly content: Pick<ContentGateway, 'blogArticle'>) {}

  execute(path: string, language: Language): Promise<BlogArticle> {
    return fetchPageOrNotFound((p, l) => this.content.blogArticle(p, l), path, language);
  }
}
