import type { Clock } from '@fanshop/core/shared';
import type { HeaderGateway } from '@fanshop/core/header';
import type { MenuSets } from '@fanshop/core/menu';

/** How long the server keeps a language's menus for all requests. */
export const SERVER_MENU_TTL_MS = 60_000;

interface Entry {
  readonly expires: number;
  readonly menus: Promise<MenuSets>;
}

/**
 * The menus are the same for every visitor of a language, and every page on the server needs them:
 * one answer per language serves all requests for a minute (`SERVER_MENU_TTL_MS`), so a page does
 * not fetch and read the whole tree again. A failed answer is not kept.
 */
export class SharedMenus {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs = SERVER_MENU_TTL_MS,
  ) {}

  /** The header gateway of one request, answering `menu()` from the shared entry of its language. */
  gateway(inner: HeaderGateway, language: () => string): HeaderGateway {
    return {
      autosuggest: (q) => inner.autosuggest(q),
      searchPreviews: (request) => inner.searchPreviews(request),
      headerData: () => inner.headerData(),
      menu: () => this.menus(language(), () => inner.menu()),
    };
  }

  private menus(language: string, load: () => Promise<MenuSets>): Promise<MenuSets> {
    const now = this.clock.now();
    const entry = this.entries.get(language);
    if (entry && entry.expires > now) return entry.menus;
    const menus = load();
    const fresh: Entry = { expires: now + this.ttlMs, menus };
    this.entries.set(language, fresh);
    menus.catch(() => {
      if (this.entries.get(language) === fresh) this.entries.delete(language);
    });
    return menus;
  }
}
