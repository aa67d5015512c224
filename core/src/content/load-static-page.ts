import type { Language } from '../shared/language';
import type { ContentGateway } from './content-gateway';
import { fetchPageOrNotFound } from './content-page';
import type { StaticPage } from './static-page';

/** Loads a static or services page by path and language; a missing page raises the fatal `PageNotFoundError`. */
export class LoadStaticPage {
  constructor(private readonly content: Pick<ContentGateway, 'staticPage'>) {}

  execute(path: string, language: Language): Promise<StaticPage> {
    return fetchPageOrNotFound((p, l) => this.content.staticPage(p, l), path, language);
  }
}
