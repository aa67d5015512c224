import { appendFileSync } from 'node:fs';
import fc from 'fast-check';
import { afterAll } from 'vitest';

// Properties explore new random cases on every local run. CI runs them with a fixed seed so a landing is
// reproducible; `FC_SEED` replays any run (fast-check prints the seed of a failure).
const seed = process.env.FC_SEED ?? (process.env.CI ? '20261122' : undefined);
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed) });

// How many cases the properties ran, for the test run's summary (scripts/test.mjs names the file): each
// file adds its count when it ends. A file with its own module cache loads its own fast-check, so the
// counter lives on the process and each fast-check instance gets the counting plugin once.
const casesFile = process.env.PROPERTY_CASES_FILE;
if (casesFile) {
  const counter = ((globalThis as { __propertyCases?: { n: number } }).__propertyCases ??= { n: 0 });
  const marked = fc as unknown as { __countsCases?: true };
  if (!marked.__countsCases) {
    marked.__countsCases = true;
    fc.installGlobalPlugin(() => ({
      decorateRun: (run) => (value) => {
        counter.n += 1;
        return run(value);
      },
    }));
  }
  afterAll(() => {
    if (counter.n === 0) return;
    appendFileSync(casesFile, `${counter.n}\n`);
    counter.n = 0;
  });
}
