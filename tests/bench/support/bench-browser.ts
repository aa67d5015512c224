/**
 * The DevTools port of the benchmarks' Chromium, which Playwright Test launches (playwright.bench.config.ts):
 * Lighthouse drives its runs through it, in that same browser. `BENCH_CDP_PORT` when the default is taken.
 */
export const BENCH_CDP_PORT = Number(process.env.BENCH_CDP_PORT ?? 9333);
