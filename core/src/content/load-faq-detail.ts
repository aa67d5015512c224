import type { Language } from '../shared/language.js';
import type { ContentGateway } from './content-gateway.js';
import { fetchPageOrNotFound } from './content-page.js';
import type { FaqDetail } from './faq.js';

/** Loads an FAQ detail page by path and language; a missing page raises the fatal `PageNotFoundError`. */
export class LoadFaqDetail {
  constructor(private readonly content: Pick<ContentGateway, 'faqDetail'>) {}

  execute(path: string, language: Language): Promise<FaqDetail> {
    return fetchPageOrNotFound((p, l) => this.content.faqDetail(p, l), path, language);
  }
}
