import {
  shouldReloadForSession,
  showsOtherSession,
  type CredentialStore,
  type SessionCredentials,
} from '@fanshop/core/session';
import type { Clock } from '@fanshop/core/shared';
import type { PageState } from '../app/hydration';

/** What a page shows, as its boot state or its stores have it. */
export interface ShownPage {
  /** The page's session (`session.loggedIn`), undefined when the page holds none. */
  readonly loggedIn: boolean | undefined;
  /** The page's status (the router's). */
  readonly status: number;
}

/** The reload this guard does, noted apart from other guarded reloads (`ReloadGuard`). */
export interface SessionReload {
  lastReloadAt(): number | undefined;
  reloadNow(): void;
}

export interface PageSessionGuardDeps {
  /** The cookies: the token and the request id are read, nothing else. */
  readonly credentials: Pick<CredentialStore, 'getToken' | 'getRequestId'>;
  readonly reload: SessionReload;
  readonly clock: Clock;
}

/** What a page's boot state shows: its session and its status. */
export function shownByBootState(state: PageState): ShownPage {
  const session = state.session as { loggedIn?: unknown } | undefined;
  const router = state.router as { status?: unknown } | undefined;
  return {
    loggedIn: typeof session?.loggedIn === 'boolean' ? session.loggedIn : undefined,
    status: typeof router?.status === 'number' ? router.status : 0,
  };
}

/**
 * Reloads a page that shows another session than the browser holds (the core's
 * `shouldReloadForSession`): a guest's page kept by a browser or a cache while the shopper has signed in
 * meanwhile (ADR 0016), or a customer's page brought back from the back-forward cache after they signed
 * out elsewhere. The server renders the page again from the cookies, role prices and all.
 */
export class PageSessionGuard {
  constructor(private readonly deps: PageSessionGuardDeps) {}

  /** Reloads when the page shows another session than the browser holds; answers whether it reloads. */
  check(page: ShownPage): boolean {
    // Only a page a cache may keep (a 200) can be an old copy: an error page is rendered for each
    // request, and while the API is away without reading the session at all.
    if (page.status !== 200 || page.loggedIn === undefined) return false;
    const credentials: SessionCredentials = {
      token: this.deps.credentials.getToken(),
      requestId: this.deps.credentials.getRequestId(),
    };
    // Most pages show the session the browser holds: they never open sessionStorage for the stamp.
    if (!showsOtherSession(page.loggedIn, credentials)) return false;
    const reload = shouldReloadForSession({
      renderedLoggedIn: page.loggedIn,
      credentials,
      lastReloadAt: this.deps.reload.lastReloadAt(),
      now: this.deps.clock.now(),
    });
    if (reload) this.deps.reload.reloadNow();
    return reload;
  }

  /**
   * Checks the page again each time the browser brings it back from its back-forward cache: the page's
   * scripts do not start again then, and the shopper may have signed in or out on another page meanwhile.
   */
  watchRestores(target: Pick<EventTarget, 'addEventListener'>, shown: () => ShownPage): void {
    target.addEventListener('pageshow', (event) => {
      if ((event as Event & { persisted?: boolean }).persisted) this.check(shown());
    });
  }
}
