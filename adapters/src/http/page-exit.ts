import { LEAVING_GRACE_MS, type Scheduler } from '@fanshop/core/shared';

/** Whether the shopper is leaving the page: a call cut off now is no failure (core's `leavingWaitMs`). */
export interface PageExit {
  leaving(): boolean;
}

/** The events of a page's life the watcher needs: a `window`, or a stand-in in tests. */
export interface PageEvents {
  addEventListener(type: 'beforeunload' | 'pagehide' | 'pageshow', listener: () => void): void;
}

/**
 * Watches a browser page for the shopper leaving it: from `beforeunload` or `pagehide` the page is being
 * left, for `LEAVING_GRACE_MS`; `pageshow` (the back-forward cache brings it back) ends that at once. A
 * navigation that never happens (a download, a cancelled one) ends it by the time passing. Undefined
 * where there is no page (a server).
 *
 * `leftAt` is when the shopper began leaving before this watcher started (on the scheduler's clock), as
 * an earlier watcher saw it: a page's code comes a while after the page, and the shopper may be on their
 * way already.
 */
export function watchPageExit(page: unknown, scheduler: Scheduler, leftAt?: number): PageExit | undefined {
  if (!isPage(page)) return undefined;
  let since = leftAt;
  const mark = () => {
    since = scheduler.now();
  };
  page.addEventListener('beforeunload', mark);
  page.addEventListener('pagehide', mark);
  page.addEventListener('pageshow', () => {
    since = undefined;
  });
  return { leaving: () => since !== undefined && scheduler.now() - since < LEAVING_GRACE_MS };
}

function isPage(value: unknown): value is PageEvents {
  return (
    typeof value === 'object' &&
    value !== null &&
    'onpagehide' in value &&
    typeof (value as { addEventListener?: unknown }).addEventListener === 'function'
  );
}
