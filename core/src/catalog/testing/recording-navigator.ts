import type { Navigator } from '../../navigation/navigator';

/** A navigator that remembers where it was sent. */
export class RecordingNavigator implements Navigator {
  readonly navigations: string[] = [];
  homes = 0;
  reloads = 0;

  navigate(path: string): void {
    this.navigations.push(path);
  }

  goHome(): void {
    this.homes++;
  }

  reload(): void {
    this.reloads++;
  }
}
