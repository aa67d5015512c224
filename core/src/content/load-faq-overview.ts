import type { Language } from '../shared/language.js';
import type { ContentGateway } from './content-gateway.js';
import { fetchPageOrNotFound } from './content-page.js';
import type { FaqOverview } from './faq.js';

/** Loads the FAQ overview by path and language; a missing page raises the fatal `PageNotFoundError`. */
export class LoadFaqOverview {
  constructor(private readonly content: Pick<ContentGateway, 'faqOverview'>) {}

  execute(path: string, language: Language): Promise<FaqOverview> {
    return fetchPageOrNotFound((p, l) => this.content.faqOverview(p, l), path, language);
  }
}
