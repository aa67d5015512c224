import type { TestProject } from 'vitest/node';
import { startShop, type ShopUrls } from '../../support/shop-servers';

declare module 'vitest' {
  export interface ProvidedContext {
    shop: ShopUrls;
  }
}

/** Starts the shop once for the browser and HTTP tests and stops it after them. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const shop = await startShop();
  project.provide('shop', shop.urls);
  return () => shop.stop();
}
