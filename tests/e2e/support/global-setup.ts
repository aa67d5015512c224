import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { startShop } from '../../support/shop-servers';
import { SHOP_ENV } from './shop';

const built = fileURLToPath(new URL('../../../ui/dist/server/render.js', import.meta.url));

/**
 * Starts the shop once for the whole run (the API and checkout host on a fresh database, the
 * storefront's production build) and stops it afterwards. The addresses reach the workers through
 * the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(built)) {
    throw new Error('The storefront is not built: run `npm run build:ui` before the browser tests.');
  }
  const running = await startShop();
  for (const key of Object.keys(SHOP_ENV) as (keyof typeof SHOP_ENV)[]) {
    process.env[SHOP_ENV[key]] = running.urls[key];
  }
  return () => running.stop();
}
