import type { Clock } from '@fanshop/core/shared';
import type { HeaderGateway } from '@fanshop/core/header';
import { SharedAnswers } from './shared-answers';

/** How long the server keeps a language's menus for all requests. */
export const SERVER_MENU_TTL_MS = 60_000;

/**
 * The menus are the same for every visitor of a language, and every page on the server needs them:
 * one answer per language serves all requests for a minute (`SERVER_MENU_TTL_MS`), so a page does
 * not fetch and read the whole tree again. A failed answer is not kept.
 */
export class SharedMenus {
  private readonly answers: SharedAnswers;

  constructor(clock: Clock, ttlMs = SERVER_MENU_TTL_MS) {
    this.answers = new SharedAnswers(clock, ttlMs);
  }

  /** The header gateway of one request, answering `menu()` from the shared entry of its language. */
  gateway(inner: HeaderGateway, language: () => string): HeaderGateway {
    return {
      autosuggest: (q) => inner.autosuggest(q),
      searchPreviews: (request) => inner.searchPreviews(request),
      headerData: () => inner.headerData(),
      menu: () => this.answers.get(language(), () => inner.menu()),
    };
  }
}
