import type { ScheduledTask, Scheduler } from '../shared/clock.js';
import type { Language } from '../shared/language.js';
import type { Logger } from '../shared/logger.js';
import { splitUrl } from '../navigation/url.js';
import { type FilterSelectionState, saveGroups } from './filter-selection.js';
import { currentFilterUrl, type FilterLocation, nextFilterUrl } from './filter-url.js';
import type { LoadListing } from './load-listing.js';

/**
 * How long the draft must stay unchanged before it is counted: a shopper ticking three sizes in a
 * row asks the API once, and the count still follows within about half a second.
 */
export const DRAFT_COUNT_DEBOUNCE_MS = 300;

/**
 * What the phone filter sheet's Apply button can say about its draft: `total` products ("Show 128
 * results"), or `null` when the count is not known (it failed), and whether a newer draft is being
 * counted, during which `total` is still the previous draft's.
 */
export interface DraftCount {
  readonly total: number | null;
  readonly counting: boolean;
}

/** What the draft is counted against: the listing shown and the shopper it was loaded for. */
export interface DraftCountContext {
  readonly location: FilterLocation;
  readonly language: Language;
  /** The products of the listing shown, which a draft leading back to it would show again. */
  readonly shownTotal: number;
}

/**
 * Counts the products a draft selection would show, by loading the listing that applying it would
 * navigate to (the same URL, so the count is what the shopper then gets). Counting waits
 * `DRAFT_COUNT_DEBOUNCE_MS` after the last change; an answer for an older draft is dropped; a draft
 * that leads back to the listing shown is counted at once, without asking. Each new count is
 * reported to `report`.
 */
export class DraftResultCount {
  private pending: ScheduledTask | undefined;
  private generation = 0;
  private last: DraftCount = { total: null, counting: false };

  constructor(
    private readonly loadListing: LoadListing,
    private readonly scheduler: Scheduler,
    private readonly logger: Logger,
    private readonly report: (count: DraftCount) => void,
  ) {}

  /** The draft changed (or the sheet opened on it): counts it. */
  count(draft: FilterSelectionState, context: DraftCountContext): void {
    this.stop();
    const generation = this.generation;
    const { location, language, shownTotal } = context;
    // The sheet's Apply saves every group of the draft; so does its count.
    const url = nextFilterUrl(saveGroups(draft), location);
    if (url === currentFilterUrl(location)) {
      this.show({ total: shownTotal, counting: false });
      return;
    }
    this.show({ total: this.last.total, counting: true });
    this.pending = this.scheduler.schedule(DRAFT_COUNT_DEBOUNCE_MS, () => {
      this.pending = undefined;
      const { path, query } = splitUrl(url);
      this.loadListing
        .execute({ path, query, priceType: location.priceType, language })
        .then(
          (loaded) => ({ total: loaded.listing.pagination.total, counting: false }),
          (error: unknown) => {
            this.logger.warn('draft count failed', { url, error: String(error) });
            return { total: null, counting: false };
          },
        )
        .then((count) => {
          if (generation === this.generation) this.show(count);
        });
    });
  }

  /** The sheet closed: nothing pending is counted or reported any more. */
  stop(): void {
    this.pending?.cancel();
    this.pending = undefined;
    this.generation += 1;
  }

  private show(count: DraftCount): void {
    this.last = count;
    this.report(count);
  }
}
