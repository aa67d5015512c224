import type { AnalyticsEvent } from '../analytics-event';
import type { AnalyticsSink } from '../analytics-sink';

/** An analytics sink that keeps what it was sent, for assertions. */
export class RecordingAnalyticsSink implements AnalyticsSink {
  readonly events: AnalyticsEvent[] = [];

  track(event: AnalyticsEvent): void {
    this.events.push(event);
  }

  /** The events with this name, in order. */
  named<N extends AnalyticsEvent['name']>(name: N): Extract<AnalyticsEvent, { name: N }>[] {
    return this.events.filter((e): e is Extract<AnalyticsEvent, { name: N }> => e.name === name);
  }
}
