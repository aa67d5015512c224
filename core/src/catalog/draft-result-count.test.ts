import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FakeScheduler, flushMicrotasks } from '../shared/testing/fake-scheduler.js';
import { MemoryLogger } from '../shared/testing/memory-logger.js';
import { DRAFT_COUNT_DEBOUNCE_MS, type DraftCount, DraftResultCount } from './draft-result-count.js';
import { type FilterSelectionState, selectionFromListing, toggleFilterValue } from './filter-selection.js';
import type { FilterLocation } from './filter-url.js';
import type { Listing } from './listing.js';
import type { ListingGateway, ListingRequest } from './listing-gateway.js';
import { LoadListing } from './load-listing.js';
import { ListingMother, V } from './testing/listing-mother.js';

const PATH = '/men/jerseys/';
const SHOWN = ListingMother.menJerseys();
const LOCATION: FilterLocation = { path: PATH, query: { filters: [] }, priceType: 'vk' };
const CONTEXT = { location: LOCATION, language: 'en-US' as const, shownTotal: 72 };

/** A total for each selection, so that every draft has its own count. */
const totalOf = (request: ListingRequest): number => 1000 - request.query.filters.reduce((a, b) => a + b, 0);

/**
 * Answers each listing after `latency` ms of the scheduler (the next latency taken from the list, so
 * that answers can overtake each other), with the total of its selection; a failure when asked to.
 */
class SlowListingGateway implements ListingGateway {
  readonly requests: ListingRequest[] = [];
  failing = false;

  constructor(
    private readonly scheduler: FakeScheduler,
    private readonly latencies: number[] = [],
  ) {}

  getListing(request: ListingRequest): Promise<Listing | null> {
    this.requests.push(request);
    const failing = this.failing;
    const total = totalOf(request);
    return new Promise((resolve, reject) => {
      this.scheduler.schedule(this.latencies.shift() ?? 50, () => {
        if (failing) reject(new Error('down'));
        else resolve({ ...SHOWN, pagination: { ...SHOWN.pagination, total } });
      });
    });
  }
}

function counter(latencies: number[] = []) {
  const scheduler = new FakeScheduler();
  const gateway = new SlowListingGateway(scheduler, latencies);
  const reports: DraftCount[] = [];
  const count = new DraftResultCount(new LoadListing(gateway), scheduler, new MemoryLogger(), (c) =>
    reports.push(c),
  );
  return { scheduler, gateway, reports, count };
}

const opened = (): FilterSelectionState => selectionFromListing(SHOWN);
const ticked = (state: FilterSelectionState, ...ids: number[]): FilterSelectionState =>
  ids.reduce((s, id) => toggleFilterValue(s, 'GENERAL_Brand', id), state);

describe('DraftResultCount', () => {
  it('given the sheet opens on the listing shown, then its total is the count, without asking', () => {
    const { gateway, reports, count } = counter();

    count.count(opened(), CONTEXT);

    expect(reports).toEqual([{ total: 72, counting: false }]);
    expect(gateway.requests).toEqual([]);
  });

  it('given a brand ticked, then the last count stays while the draft is counted once the shopper pauses', async () => {
    const { scheduler, gateway, reports, count } = counter();
    count.count(opened(), CONTEXT);

    count.count(ticked(opened(), V.nike), CONTEXT);
    expect(reports.at(-1)).toEqual({ total: 72, counting: true });
    await scheduler.advanceAsync(DRAFT_COUNT_DEBOUNCE_MS - 1);
    expect(gateway.requests).toEqual([]);

    await scheduler.advanceAsync(1);
    expect(gateway.requests.map((r) => [r.path, r.query.filters])).toEqual([[PATH, [V.nike]]]);
    await scheduler.advanceAsync(50);
    expect(reports.at(-1)).toEqual({ total: 1000 - V.nike, counting: false });
  });

  it('given three brands ticked in a row, then the API is asked once, for all three', async () => {
    const { scheduler, gateway, count } = counter();
    let draft = opened();
    for (const id of [V.nike, V.adidas, V.puma]) {
      draft = ticked(draft, id);
      count.count(draft, CONTEXT);
      await scheduler.advanceAsync(100);
    }
    await scheduler.advanceAsync(DRAFT_COUNT_DEBOUNCE_MS);

    expect(gateway.requests.map((r) => r.query.filters)).toEqual([[V.nike, V.adidas, V.puma]]);
  });

  it('given a page-level value unticked, then it counts the search page applying would lead to', async () => {
    const { scheduler, gateway, count } = counter();
    const draft = toggleFilterValue(opened(), 'GENERAL_Gender', V.male);

    count.count(draft, CONTEXT);
    await scheduler.advanceAsync(DRAFT_COUNT_DEBOUNCE_MS);

    expect(gateway.requests[0]?.path).toBe('/search/');
  });

  it('given the count fails, then it is not known', async () => {
    const { scheduler, gateway, reports, count } = counter();
    gateway.failing = true;

    count.count(ticked(opened(), V.nike), CONTEXT);
    await scheduler.advanceAsync(DRAFT_COUNT_DEBOUNCE_MS + 50);

    expect(reports.at(-1)).toEqual({ total: null, counting: false });
  });

  it('given the sheet closed while counting, then nothing more is reported', async () => {
    const { scheduler, reports, count } = counter();
    count.count(ticked(opened(), V.nike), CONTEXT);
    await scheduler.advanceAsync(DRAFT_COUNT_DEBOUNCE_MS + 10);

    count.stop();
    const before = reports.length;
    await scheduler.advanceAsync(1000);

    expect(reports).toHaveLength(before);
  });

  it('for any changes, pauses and answers overtaking each other, a settled count is always the latest draft’s', async () => {
    const stepArb = fc.oneof(
      fc.record({ tick: fc.constantFrom(V.nike, V.adidas, V.puma) }),
      fc.record({ wait: fc.integer({ min: 0, max: 800 }) }),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { maxLength: 20 }),
        fc.array(fc.integer({ min: 0, max: 900 }), { maxLength: 20 }),
        async (steps, latencies) => {
          const { scheduler, reports, count } = counter(latencies);
          let draft = opened();
          let expected = 72;
          count.count(draft, CONTEXT);
          const check = () => {
            const settled = reports.at(-1);
            if (settled && !settled.counting) expect(settled.total).toBe(expected);
          };
          for (const step of steps) {
            if ('tick' in step) {
              draft = ticked(draft, step.tick);
              const ids = Object.values(draft.current.values.GENERAL_Brand ?? []);
              expected = ids.length === 0 ? 72 : 1000 - ids.reduce((a, b) => a + b, 0);
              count.count(draft, CONTEXT);
            } else {
              await scheduler.advanceAsync(step.wait);
            }
            check();
          }
          await scheduler.advanceAsync(DRAFT_COUNT_DEBOUNCE_MS + 1000);
          await flushMicrotasks();
          expect(reports.at(-1)).toEqual({ total: expected, counting: false });
        },
      ),
    );
  });
});
