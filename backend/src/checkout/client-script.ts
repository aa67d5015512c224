import { fileURLToPath } from 'node:url';
import { buildSync } from 'esbuild';

let built: string | undefined;

/**
 * The checkout form's script (`client/entry.ts` with core's field rules), bundled for browsers once
 * per process on its first request: the reference host runs from its sources, so it needs no build
 * step, and the bundle is a few kilobytes made in milliseconds.
 */
export function checkoutScript(): string {
  built ??=
    buildSync({
      entryPoints: [fileURLToPath(new URL('./client/entry.ts', import.meta.url))],
      bundle: true,
      write: false,
      format: 'esm',
      minify: true,
      target: 'es2020',
      platform: 'browser',
      conditions: ['source'],
      legalComments: 'none',
    }).outputFiles[0]?.text ?? '';
  return built;
}
