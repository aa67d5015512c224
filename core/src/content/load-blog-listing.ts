import type { Language } from '../shared/language.js';
import type { BlogListing } from './blog.js';
import type { ContentGateway } from './content-gateway.js';
import { fetchPageOrNotFound } from './content-page.js';

/** Loads a page of the blog and guide listing; a listing that does not exist is not found. */
export class LoadBlogListing {
  constructor(private readonly content: Pick<ContentGateway, 'blogListing'>) {}

  /** `page` is one-based; anything that is not a whole number from 1 on reads as the first page. */
  execute(path: string, language: Language, page = 1): Promise<BlogListing> {
    const wanted = Math.max(1, Number.isInteger(page) ? page : 1);
    return fetchPageOrNotFound((p, l) => this.content.blogListing(p, l, wanted), path, language);
  }
}
