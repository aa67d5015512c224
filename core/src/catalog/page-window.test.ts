import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type PageSlot, pageWindow, paginationEntries } from './page-window.js';

const show = (slots: readonly PageSlot[]): string => slots.map((s) => (s === 'gap' ? '…' : s)).join(' ');

describe('given a phone pagination (no siblings, five slots)', () => {
  it('when on the first page of eight, then the neighbours show, not a lone gap', () => {
    expect(show(pageWindow(1, 8, 0))).toBe('1 2 3 … 8');
  });

  it('when there are five pages or fewer, then every page shows', () => {
    expect(show(pageWindow(1, 4, 0))).toBe('1 2 3 4');
    expect(show(pageWindow(5, 5, 0))).toBe('1 2 3 4 5');
  });

  it('when in the middle or at the end, then first, current and last show with gaps between', () => {
    expect(show(pageWindow(4, 8, 0))).toBe('1 … 4 … 8');
    expect(show(pageWindow(8, 8, 0))).toBe('1 … 6 7 8');
  });
});

describe('given a wide pagination (one sibling, seven slots)', () => {
  it('when paging through twenty pages, then the window keeps its seven slots', () => {
    expect(show(pageWindow(1, 20, 1))).toBe('1 2 3 4 5 … 20');
    expect(show(pageWindow(10, 20, 1))).toBe('1 … 9 10 11 … 20');
    expect(show(pageWindow(20, 20, 1))).toBe('1 … 16 17 18 19 20');
  });

  it('when nearing the end, then the window still centres on the current page until the last pages fit', () => {
    expect(show(pageWindow(15, 20, 1))).toBe('1 … 14 15 16 … 20');
    expect(show(pageWindow(16, 20, 1))).toBe('1 … 15 16 17 … 20');
    expect(show(pageWindow(17, 20, 1))).toBe('1 … 16 17 18 19 20');
    expect(show(pageWindow(13, 30, 2))).toBe('1 … 11 12 13 14 15 … 30');
  });

  it('when the input is out of range, then it is clamped', () => {
    expect(show(pageWindow(0, 3, 1))).toBe('1 2 3');
    expect(show(pageWindow(9, 0, 1))).toBe('1');
  });

  it('for any page, then the window holds the first, the current and the last, in order, within its slots', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 200 }),
        fc.integer({ min: 0, max: 3 }),
        fc.nat(),
        (last, s, p) => {
          const page = (p % last) + 1;
          const window = pageWindow(page, last, s);
          const pages = window.filter((x): x is number => x !== 'gap');
          expect(pages).toContain(1);
          expect(pages).toContain(page);
          expect(pages).toContain(last);
          expect(pages).toEqual([...pages].sort((a, b) => a - b));
          expect(window.length).toBeLessThanOrEqual(2 * s + 5);
          // A gap never stands for a single page: that page would take the same room.
          window.forEach((x, i) => {
            if (x === 'gap') expect((window[i + 1] as number) - (window[i - 1] as number)).toBeGreaterThan(2);
          });
        },
      ),
    );
  });
});

describe('given the merged entries for both widths', () => {
  const at = (page: number, last: number, width: 'narrow' | 'wide') =>
    show(
      paginationEntries(page, last)
        .filter((e) => e[width])
        .map((e) => e.slot),
    );

  it('when either width is read, then it is exactly that width’s window', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 }), fc.nat(), (last, p) => {
        const page = (p % last) + 1;
        expect(at(page, last, 'narrow')).toBe(show(pageWindow(page, last, 0)));
        expect(at(page, last, 'wide')).toBe(show(pageWindow(page, last, 1)));
      }),
    );
  });

  it('when read as a whole, then each entry is a page or a gap that at least one width shows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 30 }), fc.nat(), (last, p) => {
        for (const entry of paginationEntries((p % last) + 1, last)) {
          expect(entry.slot === 'gap' || Number.isInteger(entry.slot)).toBe(true);
          expect(entry.narrow || entry.wide).toBe(true);
        }
      }),
    );
  });

  it('when on page 5 of 8, then the phone shows its own gap before the last page', () => {
    expect(at(5, 8, 'narrow')).toBe('1 … 5 … 8');
    expect(at(5, 8, 'wide')).toBe('1 … 4 5 6 7 8');
  });
});
