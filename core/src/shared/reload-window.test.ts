import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { RELOAD_GUARD_MS } from './constants.js';
import { mayReloadAgain } from './reload-window.js';

describe('given the last guarded reload', () => {
  it('when none is known, or its time cannot be read, then the page may reload', () => {
    expect(mayReloadAgain(undefined, 5_000_000)).toBe(true);
    expect(mayReloadAgain(Number.NaN, 5_000_000)).toBe(true);
  });

  it('when it was less than 10 seconds ago, then not; from 10 seconds on, again', () => {
    expect(RELOAD_GUARD_MS).toBe(10_000);
    expect(mayReloadAgain(5_000_000, 5_000_000)).toBe(false);
    expect(mayReloadAgain(5_000_000, 5_009_999)).toBe(false);
    expect(mayReloadAgain(5_000_000, 5_010_000)).toBe(true);
  });

  it('whatever the times, two guarded reloads are never less than the window apart', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat({ max: 3 * RELOAD_GUARD_MS }), (last, after) => {
        expect(mayReloadAgain(last, last + after)).toBe(after >= RELOAD_GUARD_MS);
      }),
    );
  });
});
