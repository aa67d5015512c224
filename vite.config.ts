import { defineConfig, defaultClientConditions, defaultServerConditions } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Workspace packages export their TypeScript sources under the `source`
 * condition, so the app and the tests run on sources without a build step.
 */
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions], externalConditions: ['source'] } },
};

export default defineConfig({
  root: 'ui',
  plugins: [react()],
  // The storefront server reads the manifest to preload each page's chunk and messages.
  build: { manifest: true },
  ...sourceConditions,
});
