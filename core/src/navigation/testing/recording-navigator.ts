import type { Navigator } from '../navigator.js';

/** Anything that keeps an ordered record of steps, like the session tests' `Journal`. */
export interface StepRecorder {
  record(entry: string): void;
}

/**
 * A navigator that only remembers where it was sent: the path of each `navigate`, `'home'` for
 * `goHome` and `'reload'` for `reload`, in order. Given a recorder, it also records each step there
 * (`navigate /path`, `go home`, `reload`), to assert the order of steps across ports.
 */
export class RecordingNavigator implements Navigator {
  readonly visits: string[] = [];

  constructor(private readonly journal?: StepRecorder) {}

  navigate(path: string): void {
    this.visits.push(path);
    this.journal?.record(`navigate ${path}`);
  }
  goHome(): void {
    this.visits.push('home');
    this.journal?.record('go home');
  }
  reload(): void {
    this.visits.push('reload');
    this.journal?.record('reload');
  }
  leaveTo(url: string): void {
    this.visits.push(url);
    this.journal?.record(`leave to ${url}`);
  }

  /** How often the shopper was sent home. */
  get homeVisits(): number {
    return this.visits.filter((v) => v === 'home').length;
  }
}
