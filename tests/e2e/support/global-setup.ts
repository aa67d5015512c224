import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort, startShop } from '../../support/shop-servers';
import { startTeaser } from '../../support/teaser-server';
import { SHOP_ENV, TEASER_ENV } from './shop';

const built = fileURLToPath(new URL('../../../ui/dist/server/render.js', import.meta.url));

/**
 * Starts the shop once for the whole run (the API and checkout host on a fresh database, the
 * storefront's production build, and the teaser's demo page on an origin of its own that the API
 * allows) and stops it afterwards. The addresses reach the workers through the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(built)) {
    throw new Error('The storefront is not built: run `npm run build:ui` before the browser tests.');
  }
  const teaserPort = await freePort();
  const running = await startShop({ extraCorsOrigins: [`http://127.0.0.1:${teaserPort}`] });
  let teaser;
  try {
    teaser = await startTeaser(teaserPort, running.urls);
  } catch (error) {
    await running.stop();
    throw error;
  }
  for (const key of Object.keys(SHOP_ENV) as (keyof typeof SHOP_ENV)[]) {
    process.env[SHOP_ENV[key]] = running.urls[key];
  }
  process.env[TEASER_ENV] = teaser.url;
  return async () => {
    teaser.stop();
    await running.stop();
  };
}
