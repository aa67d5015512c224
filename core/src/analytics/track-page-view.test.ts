import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ANALYTICS_PAGE_COUNTER_AT, ANALYTICS_TIMER_MS } from '../shared/constants.js';
import { FakeScheduler } from '../shared/testing/fake-scheduler.js';
import { TrackPageView, type PageView } from './track-page-view.js';
import { RecordingAnalyticsSink } from './testing/recording-analytics-sink.js';

const home: PageView = { pageType: 'home', language: 'en-US', path: '/' };
const listing: PageView = { pageType: 'item_list', language: 'de-AT', path: '/men/' };

function setUp() {
  const sink = new RecordingAnalyticsSink();
  const scheduler = new FakeScheduler();
  return { sink, scheduler, track: new TrackPageView(sink, scheduler) };
}

describe('given a visit being tracked', () => {
  it('when a page is viewed, then its page type is sent', () => {
    const { sink, track } = setUp();
    track.execute(home);
    track.execute(listing);
    expect(sink.named('page_type')).toEqual([
      { name: 'page_type', pageType: 'home', language: 'en-US', path: '/' },
      { name: 'page_type', pageType: 'item_list', language: 'de-AT', path: '/men/' },
    ]);
  });

  it('when the 9th page is viewed, then no page counter is sent yet', () => {
    const { sink, track } = setUp();
    for (let i = 0; i < ANALYTICS_PAGE_COUNTER_AT - 1; i++) track.execute(listing);
    expect(sink.named('page_counter')).toEqual([]);
  });

  it('when the 10th page is viewed, then the page counter is sent right after its page type', () => {
    const { sink, track } = setUp();
    for (let i = 0; i < ANALYTICS_PAGE_COUNTER_AT; i++) track.execute(listing);
    expect(ANALYTICS_PAGE_COUNTER_AT).toBe(10);
    expect(sink.events.at(-1)).toEqual({ name: 'page_counter', count: 10 });
    expect(sink.events.at(-2)?.name).toBe('page_type');
  });

  it('when 8 minutes have passed since the first page, then the timer is sent once', () => {
    const { sink, scheduler, track } = setUp();
    track.execute(home);
    scheduler.advance(ANALYTICS_TIMER_MS - 1);
    track.execute(listing);
    expect(sink.named('timer')).toEqual([]);
    scheduler.advance(1);
    expect(ANALYTICS_TIMER_MS).toBe(480_000);
    expect(sink.named('timer')).toEqual([{ name: 'timer', elapsedMs: 480_000 }]);
    track.execute(home);
    scheduler.advance(ANALYTICS_TIMER_MS * 3);
    expect(sink.named('timer')).toHaveLength(1);
  });

  it('when no page has been viewed, then no timer runs', () => {
    const { sink, scheduler } = setUp();
    scheduler.advance(ANALYTICS_TIMER_MS * 2);
    expect(sink.events).toEqual([]);
    expect(scheduler.size).toBe(0);
  });
});

describe('properties', () => {
  it('the page counter fires exactly once however many pages are viewed (never before the 10th)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(home, listing), { maxLength: 60, size: 'max' }), (views) => {
        const { sink, track } = setUp();
        views.forEach((view) => track.execute(view));
        const counters = sink.named('page_counter');
        expect(counters).toHaveLength(views.length >= ANALYTICS_PAGE_COUNTER_AT ? 1 : 0);
        expect(sink.named('page_type')).toHaveLength(views.length);
        if (counters.length === 1) {
          expect(sink.events.findIndex((e) => e.name === 'page_counter')).toBe(ANALYTICS_PAGE_COUNTER_AT);
        }
      }),
    );
  });

  it('the timer fires at most once, exactly when 8 minutes have passed since the first view', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: ANALYTICS_TIMER_MS }), { minLength: 1, maxLength: 12 }),
        (gaps) => {
          const { sink, scheduler, track } = setUp();
          let elapsed = 0;
          for (const gap of gaps) {
            track.execute(listing);
            scheduler.advance(gap);
            elapsed += gap;
            expect(sink.named('timer')).toHaveLength(elapsed >= ANALYTICS_TIMER_MS ? 1 : 0);
          }
        },
      ),
    );
  });
});
