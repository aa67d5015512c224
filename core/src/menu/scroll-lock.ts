/**
 * Freezing the page behind the mobile menu, as a port. The browser adapter locks the body's
 * scrolling; the core only decides when, and remembers where the shopper was.
 */
export interface ScrollLock {
  /** The page's current vertical scroll offset in CSS pixels. */
  scrollY(): number;
  /** Stops the page behind the menu from scrolling. */
  lock(): void;
  /** Lets the page scroll again and scrolls it back to `y`. */
  unlock(y: number): void;
}
