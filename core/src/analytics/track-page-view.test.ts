import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ANALYTICS_PAGE_COUNTER_AT, ANALYTICS_TIMER_MS } from '../shared/constants.js';
import { FakeScheduler } from '../shared/testing/fake-scheduler.js';
import { countPage, readAnalyticsVisit, timerDueIn } from './analytics-visit.js';
import { TrackPageView, type PageView } from './track-page-view.js';
import { MemoryAnalyticsVisitStore } from './testing/memory-analytics-visit-store.js';
import { RecordingAnalyticsSink } from './testing/recording-analytics-sink.js';

const home: PageView = { pageType: 'home', language: 'en-US', path: '/' };
const listing: PageView = { pageType: 'item_list', language: 'de-AT', path: '/men/' };

function setUp() {
  const sink = new RecordingAnalyticsSink();
  const scheduler = new FakeScheduler();
  return { sink, scheduler, track: new TrackPageView(sink, scheduler, new MemoryAnalyticsVisitStore()) };
}

const START = Date.UTC(2026, 10, 24, 9, 0, 0);

/**
 * One visit in one tab across page loads: every load gets a new `TrackPageView` and a new scheduler
 * (timers of the page before are gone), and shares the visit store (the tab's session storage) and
 * the clock. Each step ends with a page shown, as a load always shows one.
 */
function visitOverLoads() {
  const sink = new RecordingAnalyticsSink();
  const store = new MemoryAnalyticsVisitStore();
  const timerAt: number[] = [];
  const recording = {
    track: (event: Parameters<RecordingAnalyticsSink['track']>[0]) => {
      if (event.name === 'timer') timerAt.push(scheduler.now());
      sink.track(event);
    },
  };
  let scheduler = new FakeScheduler(START);
  let track = new TrackPageView(recording, scheduler, store);
  const load = (at: number) => {
    scheduler = new FakeScheduler(at);
    track = new TrackPageView(recording, scheduler, store);
    track.execute(home);
    scheduler.advance(0);
  };
  track.execute(home);
  return {
    sink,
    store,
    timerAt,
    elapsed: () => scheduler.now() - START,
    /** Another page in the same load (client-side navigation). */
    navigate: () => track.execute(listing),
    /** Time passes on the open page. */
    stay: (ms: number) => scheduler.advance(ms),
    /** The same page loaded again. */
    reload: () => load(scheduler.now()),
    /** Off to the checkout host for a while, then back: a new load later. */
    checkoutAndBack: (ms: number) => load(scheduler.now() + ms),
  };
}

type Step =
  | { readonly kind: 'navigate' }
  | { readonly kind: 'reload' }
  | { readonly kind: 'stay'; readonly ms: number }
  | { readonly kind: 'checkoutAndBack'; readonly ms: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.constant({ kind: 'navigate' as const }),
  fc.constant({ kind: 'reload' as const }),
  fc.integer({ min: 0, max: ANALYTICS_TIMER_MS }).map((ms) => ({ kind: 'stay' as const, ms })),
  fc.integer({ min: 0, max: ANALYTICS_TIMER_MS }).map((ms) => ({ kind: 'checkoutAndBack' as const, ms })),
);

function run(world: ReturnType<typeof visitOverLoads>, step: Step): void {
  if (step.kind === 'navigate') world.navigate();
  else if (step.kind === 'reload') world.reload();
  else if (step.kind === 'stay') world.stay(step.ms);
  else world.checkoutAndBack(step.ms);
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

describe('given a visit over several page loads (a reload, a return from the checkout)', () => {
  it('when the 10th page of the visit is the first after a reload, then it sends the page counter, and no later page does', () => {
    const world = visitOverLoads();
    for (let i = 1; i < ANALYTICS_PAGE_COUNTER_AT - 1; i++) world.navigate();
    expect(world.sink.named('page_counter')).toEqual([]);
    world.reload();
    expect(world.sink.named('page_counter')).toEqual([{ name: 'page_counter', count: 10 }]);
    for (let i = 0; i < 15; i++) world.reload();
    expect(world.sink.named('page_counter')).toHaveLength(1);
  });

  it('when reloaded at minute 5, then the timer fires at minute 8 of the visit, not 8 minutes after the reload', () => {
    const world = visitOverLoads();
    world.stay(300_000);
    world.reload();
    world.stay(ANALYTICS_TIMER_MS - 300_000 - 1);
    expect(world.sink.named('timer')).toEqual([]);
    world.stay(1);
    expect(world.sink.named('timer')).toEqual([{ name: 'timer', elapsedMs: 480_000 }]);
    world.reload();
    world.stay(ANALYTICS_TIMER_MS * 2);
    expect(world.sink.named('timer')).toHaveLength(1);
  });

  it('when the shopper comes back from the checkout after the 8 minutes passed, then the timer fires on the first page back, once', () => {
    const world = visitOverLoads();
    world.stay(60_000);
    world.checkoutAndBack(ANALYTICS_TIMER_MS);
    expect(world.timerAt).toEqual([START + 60_000 + ANALYTICS_TIMER_MS]);
    world.checkoutAndBack(ANALYTICS_TIMER_MS);
    expect(world.sink.named('timer')).toHaveLength(1);
  });

  it('when what is kept of the visit cannot be read, then a new visit starts', () => {
    expect(readAnalyticsVisit({ startedAt: START, pages: 0, timerSent: true })).toEqual({
      startedAt: START,
      pages: 0,
      timerSent: true,
    });
    expect(readAnalyticsVisit({ startedAt: START, pages: 3, timerSent: false })).toEqual({
      startedAt: START,
      pages: 3,
      timerSent: false,
    });
    for (const damaged of [
      null,
      'x',
      {},
      { startedAt: 'now', pages: 1, timerSent: false },
      { startedAt: 1, pages: -1, timerSent: false },
      { startedAt: 1, pages: 1.5, timerSent: false },
      { startedAt: 1, pages: 1, timerSent: 'no' },
      { startedAt: Number.NaN, pages: 1, timerSent: false },
      { startedAt: 1, pages: '2', timerSent: false },
    ]) {
      expect(readAnalyticsVisit(damaged)).toBeNull();
    }
    expect(countPage(null, START)).toEqual({
      visit: { startedAt: START, pages: 1, timerSent: false },
      sendsCounter: false,
    });
  });

  it('the page counter fires once in a visit, at its 10th page, however the pages are spread over loads (property)', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 40 }), (steps) => {
        const world = visitOverLoads();
        steps.forEach((step) => run(world, step));
        const pages = world.sink.named('page_type').length;
        expect(pages).toBe(1 + steps.filter((s) => s.kind !== 'stay').length);
        expect(world.sink.named('page_counter')).toHaveLength(pages >= ANALYTICS_PAGE_COUNTER_AT ? 1 : 0);
        const at = world.sink.events.findIndex((e) => e.name === 'page_counter');
        if (at >= 0) {
          expect(world.sink.events.slice(0, at).filter((e) => e.name === 'page_type')).toHaveLength(
            ANALYTICS_PAGE_COUNTER_AT,
          );
        }
      }),
    );
  });

  it('the timer fires once, when the visit is 480000 ms old, across reloads and returns from the checkout (property)', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 20 }), (steps) => {
        const world = visitOverLoads();
        for (const step of steps) {
          run(world, step);
          // After every step a page of the visit is open: the timer has fired exactly when 8 minutes passed.
          expect(world.sink.named('timer')).toHaveLength(world.elapsed() >= ANALYTICS_TIMER_MS ? 1 : 0);
        }
        for (const at of world.timerAt) expect(at).toBeGreaterThanOrEqual(START + ANALYTICS_TIMER_MS);
        if (world.timerAt.length === 1 && steps.every((s) => s.kind !== 'checkoutAndBack')) {
          expect(world.timerAt).toEqual([START + ANALYTICS_TIMER_MS]);
        }
      }),
    );
  });

  it('the timer is never due later than 8 minutes from now, and never before the visit is 8 minutes old (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -ANALYTICS_TIMER_MS * 2, max: ANALYTICS_TIMER_MS * 2 }),
        fc.boolean(),
        (age, timerSent) => {
          const now = START + age;
          const dueIn = timerDueIn({ startedAt: START, pages: 1, timerSent }, now);
          if (timerSent) expect(dueIn).toBeNull();
          else {
            expect(dueIn).toBeGreaterThanOrEqual(0);
            expect(dueIn).toBeLessThanOrEqual(ANALYTICS_TIMER_MS);
            if (age >= 0) expect(now + dueIn!).toBe(Math.max(now, START + ANALYTICS_TIMER_MS));
          }
        },
      ),
    );
  });
});

describe('given a page load', () => {
  it('when pages are shown one after another, then one timer is pending, and none once the timer was sent', () => {
    const { scheduler, track } = setUp();
    track.execute(home);
    track.execute(listing);
    track.execute(home);
    expect(scheduler.size).toBe(1);
    const sent = new FakeScheduler(START);
    new TrackPageView(
      new RecordingAnalyticsSink(),
      sent,
      new MemoryAnalyticsVisitStore({ startedAt: START, pages: 2, timerSent: true }),
    ).execute(home);
    expect(sent.size).toBe(0);
  });

  it('when the visit cannot be kept (storage failing), then the page load still counts its pages itself', () => {
    const sink = new RecordingAnalyticsSink();
    const forgetful = { load: () => null, save: () => undefined };
    const track = new TrackPageView(sink, new FakeScheduler(START), forgetful);
    for (let page = 0; page < ANALYTICS_PAGE_COUNTER_AT; page++) track.execute(home);
    expect(sink.named('page_counter')).toEqual([{ name: 'page_counter', count: ANALYTICS_PAGE_COUNTER_AT }]);
  });
});
