import type { ScrollLock } from '@fanshop/core/menu';

/** Locks the page behind the open mobile menu and puts the scroll position back when it closes. */
export class BodyScrollLock implements ScrollLock {
  scrollY(): number {
    return globalThis.scrollY ?? 0;
  }

  lock(): void {
    globalThis.document?.body.classList.add('scroll-locked');
  }

  unlock(y: number): void {
    globalThis.document?.body.classList.remove('scroll-locked');
    globalThis.scrollTo?.({ top: y });
  }
}

/** The server has no page to lock. */
export const noScrollLock: ScrollLock = { scrollY: () => 0, lock: () => undefined, unlock: () => undefined };
