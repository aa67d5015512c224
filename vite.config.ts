import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, defaultClientConditions, defaultServerConditions, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Workspace packages export their TypeScript sources under the `source`
 * condition, so the app and the tests run on sources without a build step.
 */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
};

/**
 * Writes `.br` and `.gz` beside every text asset of the browser build, at the highest levels (it runs once
 * per build), so the storefront server sends them as they are instead of compressing per request.
 */
function precompressAssets(): Plugin {
  let outDir = '';
  return {
    name: 'fanshop:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      if (!outDir) return;
      const visit = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) visit(path);
          else if (/\.(js|css|svg|json|txt)$/.test(name) && statSync(path).size > 1024) {
            const data = readFileSync(path);
            writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
            writeFileSync(
              `${path}.br`,
              brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            );
          }
        }
      };
      visit(outDir);
    },
  };
}

/**
 * The libraries every page needs to hydrate, bundled as one `libs` chunk of their own: it changes only
 * when a library does (browsers keep it across deploys of the shop), and the storefront benchmark weighs
 * it beside the app's own code. Libraries that only some pages or later steps load (the HTTP client,
 * schema validation) stay out of it, in the chunks that load them.
 */
export const FIRST_LOAD_LIBRARIES = [
  'react',
  'react-dom',
  'scheduler',
  'mobx',
  'mobx-react-lite',
  'use-sync-external-store',
  'inversify',
  '@inversifyjs',
  'reflect-metadata',
  'i18next',
  'wouter',
  'regexparam',
  'cookie',
];

const firstLoadLibrary = new RegExp(
  `[\\\\/]node_modules[\\\\/](${FIRST_LOAD_LIBRARIES.join('|').replace(/\//g, '[\\\\/]')})[\\\\/]`,
);

export default defineConfig(({ isSsrBuild }) => ({
  root: 'ui',
  plugins: [react(), precompressAssets()],
  build: {
    // The storefront server reads the manifest to preload each page's chunk and messages.
    manifest: true,
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            codeSplitting: {
              groups: [
                { name: 'libs', test: firstLoadLibrary, priority: 2 },
                // Everything else a first load runs, in the entry's chunk: left alone, Rolldown puts each
                // module the entry shares with a page's chunk in a chunk of its own (rolldown#10731),
                // and a first load fetched some twenty files under 1 kB, which compress worse apart.
                { name: 'shell', tags: ['$initial'], priority: 1 },
              ],
            },
          },
        },
  },
  ...sourceConditions,
}));
