import fc from 'fast-check';

// Properties explore new random cases on every local run. CI runs them with a fixed seed so a landing is
// reproducible; `FC_SEED` replays any run (fast-check prints the seed of a failure).
const seed = process.env.FC_SEED ?? (process.env.CI ? '20261122' : undefined);
if (seed !== undefined) fc.configureGlobal({ seed: Number(seed) });
