import type { Language } from '../shared/language.js';
import type { ContentGateway } from './content-gateway.js';
import { fetchPageOrNotFound } from './content-page.js';
import type { StaticPage } from './static-page.js';

/** Loads a static or services page by path and language; a missing page raises the fatal `PageNotFoundError`. */
export class LoadStaticPage {
  constructor(private readonly content: Pick<ContentGateway, 'staticPage'>) {}

  execute(path: string, language: Language): Promise<StaticPage> {
    return fetchPageOrNotFound((p, l) => this.content.staticPage(p, l), path, language);
  }
}
