import type { Language } from '../shared/language';
import type { ContentGateway } from './content-gateway';
import { fetchPageOrNotFound } from './content-page';
import type { FaqDetail } from './faq';

/** Loads an FAQ detail page by path and language; a missing page raises the fatal `PageNotFoundError`. */
export class LoadFaqDetail {
  constructor(private readonly content: Pick<ContentGateway, 'faqDetail'>) {}

  execute(path: string, language: Language): Promise<FaqDetail> {
    return fetchPageOrNotFound((p, l) => this.content.faqDetail(p, l), path, language);
  }
}
