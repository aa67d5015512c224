import type { PageSeo } from './content-page.js';

/** A static or services content page (`/static/…`, `/services/…`), e.g. imprint or shipping. */
export interface StaticPage {
  readonly path: string;
  readonly title: string;
  /** The page body as HTML from the shop's content system. */
  readonly html: string;
  readonly seo?: PageSeo;
}
