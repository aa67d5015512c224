import { describe, expect, it } from 'vitest';
import { createApi } from '../app';
import { createCheckoutApp } from '../checkout/checkout-app';
import { migrate, openDatabase } from '../db/database';
import { createServices } from '../services';
import { FakeCatalogue } from '../testing/fake-catalogue';
import { TEST_CONFIG } from '../testing/test-server';

function apps() {
  const db = openDatabase(':memory:');
  migrate(db);
  const services = createServices({ db, catalogue: new FakeCatalogue(), config: TEST_CONFIG });
  return { db, api: createApi({ services }), checkout: createCheckoutApp(services) };
}

describe('given an operator or a load balancer asking /health', () => {
  it('when the database answers, then the API and the checkout host say 200 with the version and its state', async () => {
    const { api, checkout } = apps();
    for (const [app, service] of [
      [api, 'api'],
      [checkout, 'checkout'],
    ] as const) {
      const res = await app.request('/health');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({
        data: {
          status: 'ok',
          service,
          version: '0.1.0',
          database: { state: 'ok', schemaVersion: 9, journal: 'memory' },
        },
      });
    }
  });

  it('when the database is not usable, then both answer 503 and say so', async () => {
    const { db, api, checkout } = apps();
    db.close();
    for (const app of [api, checkout]) {
      const res = await app.request('/health');
      expect(res.status).toBe(503);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await res.json()) as { errors: unknown; data: { status: string } };
      expect(body.errors).toEqual({ database: 'not usable' });
      expect(body.data.status).toBe('unavailable');
    }
  });
});
