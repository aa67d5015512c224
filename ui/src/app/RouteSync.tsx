import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { scrollAfterRouteChange } from '@fanshop/core/navigation';
import { useService, useServiceResolver } from '../di/services-context';
import { useT } from '../i18n/i18n-context';
import { headForPage } from './head-for-page';

/**
 * Follows the browser's location: resolves each new URL through the router store, replaces the URL on a
 * redirect (missing trailing slash), applies the scroll rule, updates the title, moves focus to the new
 * content when the page changed (not for a query change on the same page) and reports the page view. Renders nothing;
 * effects do not run on the server, where the page was resolved before rendering.
 */
export function RouteSync() {
  const services = useServiceResolver();
  const router = useService('router');
  const pageViews = useService('pageViews');
  const [path, navigate] = useLocation();
  const search = useSearch();
  const previous = useRef<string | undefined>(undefined);
  const { t } = useT();

  useEffect(() => {
    const url = `${path}${search ? `?${search}` : ''}${globalThis.location?.hash ?? ''}`;
    const from = previous.current;
    previous.current = url;
    if (from === undefined) {
      // The first page came from the server already resolved.
      pageViews.track(router.current);
      return;
    }
    let cancelled = false;
    void router.resolve(url).then((resolution) => {
      if (cancelled) return;
      if (resolution.kind === 'redirect') {
        navigate(resolution.location, { replace: true });
        return;
      }
      const scroll = scrollAfterRouteChange(from, url);
      applyScroll(scroll);
      document.title = headForPage(resolution.page, services, t).title;
      // Screen readers start reading a new page from its content, not from where the link was. A change
      // of the same page's query (a filter, the sorting) keeps the focus where the shopper is working.
      if (scroll.kind === 'top') document.getElementById('main')?.focus({ preventScroll: true });
      pageViews.track(resolution.page);
    });
    return () => {
      cancelled = true;
    };
  }, [path, search, router, navigate, pageViews, services, t]);

  return null;
}

function applyScroll(action: ReturnType<typeof scrollAfterRouteChange>): void {
  if (action.kind === 'top') globalThis.scrollTo?.({ top: 0 });
  if (action.kind === 'anchor') globalThis.document?.getElementById(action.id)?.scrollIntoView();
}
