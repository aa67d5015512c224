import type { Scheduler } from '../shared/clock.js';
import { ANALYTICS_PAGE_COUNTER_AT, ANALYTICS_TIMER_MS } from '../shared/constants.js';
import type { Language } from '../shared/language.js';
import type { PageType } from '../navigation/routes.js';
import type { AnalyticsSink } from './analytics-sink.js';

/** The page being shown; a `RouteMatch` fits. */
export interface PageView {
  readonly pageType: PageType;
  readonly language: Language;
  readonly path: string;
}

/**
 * Tracks the pages of one visit (spec section 9): the page-type event on every view, the
 * page-counter event once at the 10th page, and the timer event once, 8 minutes after the first
 * page. Call it once per page shown, in the browser only; one instance lives for the visit, as the
 * count and the timer are the rule's own state.
 */
export class TrackPageView {
  private views = 0;
  private timerStarted = false;

  constructor(
    private readonly sink: AnalyticsSink,
    private readonly scheduler: Scheduler,
  ) {}

  execute(view: PageView): void {
    this.sink.track({ name: 'page_type', pageType: view.pageType, language: view.language, path: view.path });
    this.views += 1;
    if (this.views === ANALYTICS_PAGE_COUNTER_AT) {
      this.sink.track({ name: 'page_counter', count: this.views });
    }
    if (!this.timerStarted) {
      this.timerStarted = true;
      this.scheduler.schedule(ANALYTICS_TIMER_MS, () => {
        this.sink.track({ name: 'timer', elapsedMs: ANALYTICS_TIMER_MS });
      });
    }
  }
}
