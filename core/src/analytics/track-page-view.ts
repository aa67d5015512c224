import type { ScheduledTask, Scheduler } from '../shared/clock.js';
import { ANALYTICS_TIMER_MS } from '../shared/constants.js';
import type { Language } from '../shared/language.js';
import type { PageType } from '../navigation/routes.js';
import type { AnalyticsSink } from './analytics-sink.js';
import { type AnalyticsVisit, type AnalyticsVisitStore, countPage, timerDueIn } from './analytics-visit.js';

/** The page being shown; a `RouteMatch` fits. */
export interface PageView {
  readonly pageType: PageType;
  readonly language: Language;
  readonly path: string;
}

/**
 * Tracks the pages of one visit (spec section 9): the page-type event on every view, the
 * page-counter event once at the visit's 10th page, and the timer event once, 8 minutes after the
 * visit's first page. A visit is not a page load: its state lives in `AnalyticsVisitStore` (the tab's
 * session storage), so a reload or a return from the checkout continues the count and the timer.
 * Call it once per page shown, in the browser only; one instance lives for a page load.
 */
export class TrackPageView {
  /** The visit as this page load knows it; `undefined` until read from the store. */
  private visit: AnalyticsVisit | null | undefined;
  private timer: ScheduledTask | undefined;

  constructor(
    private readonly sink: AnalyticsSink,
    private readonly scheduler: Scheduler,
    private readonly visits: AnalyticsVisitStore,
  ) {}

  execute(view: PageView): void {
    this.sink.track({ name: 'page_type', pageType: view.pageType, language: view.language, path: view.path });
    const now = this.scheduler.now();
    const { visit, sendsCounter } = countPage(this.current(), now);
    this.keep(visit);
    if (sendsCounter) this.sink.track({ name: 'page_counter', count: visit.pages });
    if (this.timer === undefined) {
      const dueIn = timerDueIn(visit, now);
      if (dueIn !== null) this.timer = this.scheduler.schedule(dueIn, () => this.sendTimer());
    }
  }

  private sendTimer(): void {
    const visit = this.current();
    if (visit === null || visit.timerSent) return;
    this.keep({ ...visit, timerSent: true });
    this.sink.track({ name: 'timer', elapsedMs: ANALYTICS_TIMER_MS });
  }

  /** Read once per page load; kept in memory too, so the rules hold even where storage fails. */
  private current(): AnalyticsVisit | null {
    if (this.visit === undefined) this.visit = this.visits.load();
    return this.visit;
  }

  private keep(visit: AnalyticsVisit): void {
    this.visit = visit;
    this.visits.save(visit);
  }
}
