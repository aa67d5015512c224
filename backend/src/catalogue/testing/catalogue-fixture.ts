/**
 * A small seeded catalogue for tests (300 products by default) and a Hono app with the catalogue
 * routes mounted behind a stand-in for the platform's identity middleware.
 */
import { Hono } from 'hono';
import { isPriceType } from '@fanshop/core/pricing';
import { migrate, openDatabase, type Database } from '../../db/database';
import type { AppEnv } from '../../http/context';
import { createCatalogue, type Catalogue } from '../catalogue';
import { registerCatalogueRoutes } from '../routes';
import { seedCatalogue } from '../seed/seed';

export interface CatalogueFixture {
  readonly db: Database;
  readonly catalogue: Catalogue;
  readonly app: Hono<AppEnv>;
}

/** A fresh in-memory database with every migration applied and the catalogue seeded. */
export function seededDatabase(products = 300, seed = 7): Database {
  const db = openDatabase(':memory:');
  migrate(db);
  seedCatalogue(db, { products, seed });
  return db;
}

/**
 * The test app: `Accept-Language: de…` selects German; the header `x-test-role` stands for a
 * logged-in customer of that price type (the platform sets `customer` from a bearer token).
 */
export function catalogueApp(catalogue: Catalogue): Hono<AppEnv> {
  const app = new Hono<AppEnv>({ strict: true });
  app.use('*', async (c, next) => {
    c.set('language', (c.req.header('accept-language') ?? '').toLowerCase().startsWith('de') ? 'de' : 'en');
    const role = c.req.header('x-test-role');
    c.set('customer', isPriceType(role) ? { id: 1, uuid: 'c-test', role } : undefined);
    c.set('requestId', undefined);
    await next();
  });
  registerCatalogueRoutes(app, catalogue);
  app.notFound((c) => c.json({ errors: { path: 'not found' } }, 404));
  return app;
}

/** Seeded database, catalogue and app in one. */
export function catalogueFixture(products = 300, seed = 7): CatalogueFixture {
  const db = seededDatabase(products, seed);
  const catalogue = createCatalogue(db);
  return { db, catalogue, app: catalogueApp(catalogue) };
}
