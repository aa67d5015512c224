import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { scrollToReveal } from './reveal-tab';

const row = { scrollLeft: 0, clientWidth: 343, scrollWidth: 560 };

describe('given the account tabs scrolling sideways on a phone', () => {
  it('when the current tab ends under the fade at the right, then the row scrolls it clear', () => {
    // "Account details", the last tab, from 420 to 560 px: the row scrolls to its end.
    expect(scrollToReveal(row, { start: 420, end: 560 }, 40)).toBe(217);
    // "Addresses", from 290 to 410 px: 40 px clear of the right edge.
    expect(scrollToReveal(row, { start: 290, end: 410 }, 40)).toBe(107);
  });

  it('when the current tab is in view, then the row stays where it is', () => {
    expect(scrollToReveal(row, { start: 0, end: 110 }, 40)).toBe(0);
    expect(scrollToReveal({ ...row, scrollLeft: 100 }, { start: 150, end: 260 }, 40)).toBe(100);
  });

  it('when the current tab is under the fade at the left, then the row scrolls back to it', () => {
    expect(scrollToReveal({ ...row, scrollLeft: 217 }, { start: 120, end: 280 }, 40)).toBe(80);
  });

  it('whatever the tab, the position stays within the row and shows the tab whole when it fits', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 600 }),
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 0, max: 900 }),
        fc.integer({ min: 20, max: 200 }),
        fc.integer({ min: 0, max: 60 }),
        (clientWidth, extra, start, width, fade) => {
          const scrollWidth = clientWidth + extra;
          const tab = { start: Math.min(start, scrollWidth - width), end: 0 };
          const span = { start: Math.max(0, tab.start), end: Math.max(0, tab.start) + width };
          fc.pre(span.end <= scrollWidth);
          const scrollLeft = Math.min(extra, start);
          const left = scrollToReveal({ scrollLeft, clientWidth, scrollWidth }, span, fade);
          expect(left).toBeGreaterThanOrEqual(0);
          expect(left).toBeLessThanOrEqual(extra);
          if (width + 2 * fade <= clientWidth) {
            expect(span.start).toBeGreaterThanOrEqual(left);
            expect(span.end).toBeLessThanOrEqual(left + clientWidth);
          }
        },
      ),
    );
  });
});
