import type { Navigator } from '../../navigation/navigator';

/** A navigator that only remembers where it was sent. */
export class RecordingNavigator implements Navigator {
  readonly visits: string[] = [];
  navigate(path: string): void {
    this.visits.push(path);
  }
  goHome(): void {
    this.visits.push('home');
  }
  reload(): void {
    this.visits.push('reload');
  }
}
