import type { TrackPageView } from '@fanshop/core/analytics';
import type { CurrentPage } from './router.store';

/** Reports each page shown to analytics (page type, counter and timer rules live in the core use case). */
export class PageViewTracker {
  constructor(private readonly trackPageView: TrackPageView) {}

  track(page: CurrentPage): void {
    if (!page.match) return;
    const { pageType, language, path } = page.match;
    this.trackPageView.execute({ pageType, language, path });
  }
}
