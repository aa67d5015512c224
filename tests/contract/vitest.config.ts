import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { sourceConditions } from '../../vite.config.ts';

/**
 * The `contract` project on its own, until the root `vitest.config.ts` lists it
 * (`npx vitest run --config tests/contract/vitest.config.ts`). The root entry it needs:
 * `{ ...sourceConditions, test: { environment: 'node', name: 'contract', include: ['tests/contract/**\/*.test.ts'] } }`.
 */
export default defineConfig({
  ...sourceConditions,
  test: {
    root: fileURLToPath(new URL('../..', import.meta.url)),
    environment: 'node',
    name: 'contract',
    include: ['tests/contract/**/*.test.ts'],
  },
});
