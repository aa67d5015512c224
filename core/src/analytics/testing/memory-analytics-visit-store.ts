import type { AnalyticsVisit, AnalyticsVisitStore } from '../analytics-visit.js';

/** A visit kept in memory, standing in for the tab's session storage; share one across page loads. */
export class MemoryAnalyticsVisitStore implements AnalyticsVisitStore {
  constructor(public visit: AnalyticsVisit | null = null) {}

  load(): AnalyticsVisit | null {
    return this.visit;
  }

  save(visit: AnalyticsVisit): void {
    this.visit = visit;
  }
}
