/**
 * How `npm test` (scripts/test.mjs) shares the machine, decided from its number of cores: which runners
 * run side by side and how many workers each gets. The run is CPU-bound once its runners overlap, and a
 * test whose page or server waits behind another runner's work is a slow test, not a wrong one; so a
 * small machine runs the browser tests on their own (docs/testing.md, "Sharing the machine").
 *
 * - Up to 3 cores: first the static checks beside Vitest (the checks at a low priority fill what Vitest
 *   leaves), then the browser tests alone, two workers (one on a single core).
 * - 4 cores or more: everything at once, as each runner leaves cores idle while it waits; Vitest takes
 *   half the cores, the browser tests a third (at least two workers each).
 */
export function testPlan(cores) {
  const n = Math.max(1, Math.floor(cores));
  if (n <= 3) {
    return {
      together: false,
      vitestWorkers: Math.max(1, n),
      playwrightWorkers: n === 1 ? 1 : 2,
    };
  }
  return {
    together: true,
    vitestWorkers: Math.max(2, Math.floor(n / 2)),
    playwrightWorkers: Math.max(2, Math.floor(n / 3)),
  };
}
