import { ShopError } from '../shared/errors.js';

/**
 * A page that does not exist, or a route whose parameters fail validation. It is fatal: the
 * server answers 404 and the error page replaces the whole page (spec sections 5 and 8).
 */
export class PageNotFoundError extends ShopError {
  /** The HTTP status the error page and the server answer with. */
  readonly status = 404;
  /** Fatal errors replace the page instead of showing inline. */
  readonly fatal = true;

  constructor(readonly path: string) {
    super('page-not-found', `Page Not Found: ${path}`);
    this.name = 'PageNotFoundError';
  }
}
