import type { TitledPage } from './content-page.js';

/** A static or services content page (`/static/…`, `/services/…`), e.g. imprint or shipping. */
export interface StaticPage extends TitledPage {
  /** The page body as HTML from the shop's content system. */
  readonly html: string;
}
