import type { Navigator } from '../../navigation/navigator';
import type { Journal } from './journal';

/** A navigator that only remembers where it was sent. */
export class RecordingNavigator implements Navigator {
  readonly visits: string[] = [];

  constructor(private readonly journal?: Journal) {}

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

  /** How often the shopper was sent home. */
  get homeVisits(): number {
    return this.visits.filter((v) => v === 'home').length;
  }
}
