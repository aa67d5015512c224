import type { AnalyticsEvent } from '../analytics-event.js';
import type { AnalyticsSink } from '../analytics-sink.js';

/**
 * The events that can carry the name `N`. Unlike `Extract<AnalyticsEvent, { name: N }>`, this keeps
 * the events whose name is a union (valued and list events: `named('add_to_cart')` is `ValuedEvent`).
 */
export type AnalyticsEventNamed<N extends AnalyticsEvent['name']> = EventsNamed<AnalyticsEvent, N>;

// Distributes over the events `E`; `[N]` is not distributed, so every name in `N` must fit.
type EventsNamed<E, N> = E extends { readonly name: infer M } ? ([N] extends [M] ? E : never) : never;

/** An analytics sink that keeps what it was sent, for assertions. */
export class RecordingAnalyticsSink implements AnalyticsSink {
  readonly events: AnalyticsEvent[] = [];

  track(event: AnalyticsEvent): void {
    this.events.push(event);
  }

  /** The events with this name, in order. */
  named<N extends AnalyticsEvent['name']>(name: N): AnalyticsEventNamed<N>[] {
    return this.events.filter((e): e is AnalyticsEventNamed<N> => e.name === name);
  }
}
