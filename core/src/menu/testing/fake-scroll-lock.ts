import type { ScrollLock } from '../scroll-lock.js';

/** A page that records locking and scrolling. */
export class FakeScrollLock implements ScrollLock {
  y = 0;
  locked = false;
  readonly calls: string[] = [];

  scrollY(): number {
    return this.y;
  }

  lock(): void {
    this.locked = true;
    this.calls.push('lock');
  }

  unlock(y: number): void {
    this.locked = false;
    this.y = y;
    this.calls.push(`unlock:${y}`);
  }
}
