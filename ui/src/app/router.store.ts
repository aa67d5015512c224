import { action, observable, observableRef, runInAction } from 'mobx';
import { makeStoreObservable } from './store-observability';
import {
  matchRoute,
  type RouteMatch,
  errorPageFor,
  type ErrorPage,
  PageNotFoundError,
} from '@fanshop/core/navigation';
import type { Logger } from '@fanshop/core/shared';
import type { FrameLoader } from './frame-loader';
import type { Hydratable } from './hydration';
import type { PageModule } from './page-module';
import { loadPageModule, PAGE_OF_ROUTE, type PageKey } from './pages';

/** Runs a page's loader with what the page declares it needs. */
export type PageLoader = (module: PageModule, match: RouteMatch, key: PageKey) => Promise<void>;

/** The page on screen: its route, its page module key, and its HTTP status. */
export interface CurrentPage {
  readonly url: string;
  readonly match: RouteMatch | null;
  readonly page: PageKey | null;
  /** 200 for a page, 404 or 500 for the error page. */
  readonly status: number;
  readonly error: ErrorPage | null;
}

/** The outcome of resolving a URL: show a page, or redirect elsewhere. */
export type Resolution =
  | { readonly kind: 'page'; readonly page: CurrentPage }
  | { readonly kind: 'redirect'; readonly location: string };

interface RouterState {
  readonly url: string;
  readonly status: number;
  readonly error: ErrorPage | null;
}

/**
 * Which page is on screen and whether the next one is loading. Resolving a URL matches it against the
 * core's route table, loads the page's code, and runs its loader; a stale navigation never overwrites a
 * newer one. The server resolves once before rendering; the browser resolves on every location change.
 */
export class RouterStore implements Hydratable {
  readonly hydrationKey = 'router';
  current: CurrentPage = { url: '/', match: null, page: null, status: 200, error: null };
  loading = false;
  private generation = 0;
  private frame: Promise<void> | null = null;

  constructor(
    private readonly loadPage: PageLoader,
    private readonly frameLoaders: readonly FrameLoader[],
    private readonly logger: Logger,
    private readonly staleCode: { recover(): boolean } = { recover: () => false },
  ) {
    makeStoreObservable<RouterStore, 'show'>(this, {
      current: observableRef,
      loading: observable,
      show: action,
    });
  }

  /** Resolves a URL to a page (running its loader) or a redirect, and shows the page. */
  async resolve(url: string): Promise<Resolution> {
    const generation = ++this.generation;
    runInAction(() => (this.loading = true));
    const resolution = await this.resolveOnly(url);
    if (generation === this.generation) {
      if (resolution.kind === 'page') this.show(resolution.page);
      runInAction(() => (this.loading = false));
    }
    return resolution;
  }

  /**
   * Shows the server error page with `status` for a URL without loading anything: the server does so
   * when the API cannot be reached, and the page's retry resolves the URL again in the browser.
   */
  showError(url: string, status: number): CurrentPage {
    const matched = safeMatch(url);
    const page = errorPage(url, matched && matched.kind === 'route' ? matched : null, { status });
    this.show(page);
    return page;
  }

  dehydrate(): RouterState {
    return { url: this.current.url, status: this.current.status, error: this.current.error };
  }

  /** Takes the server's page; the page module must already be loaded by the client entry. */
  hydrate(state: unknown): void {
    const s = state as Partial<RouterState> | undefined;
    if (!s || typeof s.url !== 'string') return;
    // The server filled the frame; the browser starts from its state.
    this.frame = Promise.resolve();
    const matched = safeMatch(s.url);
    const match = matched && matched.kind === 'route' ? matched : null;
    this.show({
      url: s.url,
      match,
      page: match && s.status === 200 ? PAGE_OF_ROUTE[match.name] : null,
      status: typeof s.status === 'number' ? s.status : 200,
      error: s.error ?? null,
    });
  }

  private show(page: CurrentPage): void {
    this.current = page;
  }

  /** Fills the frame once; a failing part is logged and leaves the rest of the page working. */
  private loadFrame(): Promise<void> {
    this.frame ??= Promise.all(
      this.frameLoaders.map((loader) =>
        loader
          .loadFrame()
          .catch((error: unknown) => this.logger.error('page frame part failed', { error: String(error) })),
      ),
    ).then(() => undefined);
    return this.frame;
  }

  private async resolveOnly(url: string): Promise<Resolution> {
    let matched: ReturnType<typeof matchRoute>;
    try {
      matched = matchRoute(url);
    } catch (error) {
      return { kind: 'page', page: errorPage(url, null, error) };
    }
    if (matched.kind === 'redirect') return { kind: 'redirect', location: matched.location };
    await this.loadFrame();
    const key = PAGE_OF_ROUTE[matched.name];
    if (key === null) return { kind: 'page', page: errorPage(url, matched, new PageNotFoundError(url)) };
    try {
      const module = await loadPageModule(key).catch((error: unknown) => {
        // The page's code is gone after a new deployment: a guarded reload fetches the new build.
        this.staleCode.recover();
        throw error;
      });
      await this.loadPage(module, matched, key);
      return { kind: 'page', page: { url, match: matched, page: key, status: 200, error: null } };
    } catch (error) {
      const page = errorPage(url, matched, error);
      if (page.status >= 500) this.logger.error('page failed to load', { url, error: String(error) });
      return { kind: 'page', page };
    }
  }
}

function errorPage(url: string, match: RouteMatch | null, error: unknown): CurrentPage {
  const shown = errorPageFor(error);
  return { url, match, page: null, status: shown.status, error: shown };
}

function safeMatch(url: string): ReturnType<typeof matchRoute> | null {
  try {
    return matchRoute(url);
  } catch {
    return null;
  }
}
