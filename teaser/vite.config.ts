import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { sourceConditions } from '../vite.config.ts';

/**
 * The teaser as one ES module a news site includes with a script tag: everything it uses from core
 * and adapters (and axios, zod) is bundled in, nothing is left external.
 */
export default defineConfig({
  ...sourceConditions,
  root: fileURLToPath(new URL('.', import.meta.url)),
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    lib: {
      entry: fileURLToPath(new URL('src/index.ts', import.meta.url)),
      formats: ['es'],
      fileName: () => 'fanshop-teaser.js',
    },
  },
});
