import { describe, expect, it } from 'vitest';
import { TrackPageView } from '@fanshop/core/analytics';
import { ANALYTICS_PAGE_COUNTER_AT } from '@fanshop/core/shared';
import { FakeScheduler, RecordingAnalyticsSink } from '@fanshop/core/testing';
import { MemoryStorage } from '../storage/key-value-storage.js';
import { ANALYTICS_VISIT_STORAGE_KEY, StorageAnalyticsVisitStore } from './storage-analytics-visit-store.js';

const visit = { startedAt: 1_800_000_000_000, pages: 4, timerSent: false };

describe('StorageAnalyticsVisitStore', () => {
  it('keeps the visit as JSON under its key and reads it back', () => {
    const storage = new MemoryStorage();
    new StorageAnalyticsVisitStore(storage).save(visit);
    expect(JSON.parse(storage.getItem(ANALYTICS_VISIT_STORAGE_KEY)!)).toEqual(visit);
    expect(new StorageAnalyticsVisitStore(storage).load()).toEqual(visit);
  });

  it('given nothing kept, or something that is not a visit, then there is no visit', () => {
    const storage = new MemoryStorage();
    const store = new StorageAnalyticsVisitStore(storage);
    expect(store.load()).toBeNull();
    for (const text of ['{', '"visit"', '{"pages":3}', '{"startedAt":1,"pages":"3","timerSent":false}']) {
      storage.setItem(ANALYTICS_VISIT_STORAGE_KEY, text);
      expect(store.load()).toBeNull();
    }
  });

  it('carries the visit from one page load to the next, so the 10th page of the visit counts, not the 10th of a load', () => {
    const storage = new MemoryStorage();
    const sink = new RecordingAnalyticsSink();
    const page = { pageType: 'item_list', language: 'en-US', path: '/men/' } as const;
    for (let load = 0; load < ANALYTICS_PAGE_COUNTER_AT; load++) {
      new TrackPageView(
        sink,
        new FakeScheduler(1_000 * load),
        new StorageAnalyticsVisitStore(storage),
      ).execute(page);
    }
    expect(sink.named('page_counter')).toEqual([{ name: 'page_counter', count: ANALYTICS_PAGE_COUNTER_AT }]);
  });
});
