import { type AnalyticsVisit, type AnalyticsVisitStore, readAnalyticsVisit } from '@fanshop/core/analytics';
import type { KeyValueStorage } from '../storage/key-value-storage.js';

/** Where the visit is kept: one key of the tab's session storage. */
export const ANALYTICS_VISIT_STORAGE_KEY = 'analytics.visit';

/**
 * The analytics visit (page count, start, timer sent) as JSON under one key of a storage: in the
 * browser the tab's sessionStorage (`BrowserSessionStorage`), which keeps it across reloads and a trip
 * to the checkout host and forgets it with the tab; memory on the server, where nothing is tracked.
 * What cannot be read back (core's `readAnalyticsVisit`) starts a new visit.
 */
export class StorageAnalyticsVisitStore implements AnalyticsVisitStore {
  constructor(
    private readonly storage: KeyValueStorage,
    private readonly key: string = ANALYTICS_VISIT_STORAGE_KEY,
  ) {}

  load(): AnalyticsVisit | null {
    const text = this.storage.getItem(this.key);
    if (text === null) return null;
    try {
      return readAnalyticsVisit(JSON.parse(text));
    } catch {
      return null;
    }
  }

  save(visit: AnalyticsVisit): void {
    this.storage.setItem(this.key, JSON.stringify(visit));
  }
}
