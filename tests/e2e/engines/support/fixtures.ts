import { test as base, expect } from '@playwright/test';
import { shop } from '../../support/shop';
import type { Engine, EngineHost } from './driver';
import { startChromium } from './chromium-host';
import { startFirefox } from './firefox-host';
import { Shopper } from './shopper';
import { startWebKit } from './webkit-host';

/**
 * The fixtures of the cross-engine journeys (tests/e2e/engines/). A project names its engine
 * (`engine`, Chromium by default) and whether Safari's button focus is emulated (`safariFocus`); the
 * test gets a `shopper` in a fresh profile at the project's viewport. The engine's browser starts once
 * per worker, when a test first needs it (ADR 0017).
 */
export interface EngineOptions {
  engine: Engine;
  safariFocus: boolean;
}

interface EngineFixtures {
  shopper: Shopper;
}

interface WorkerFixtures {
  engineHost: EngineHost;
}

const START: Record<Engine, () => Promise<EngineHost>> = {
  chromium: startChromium,
  firefox: startFirefox,
  webkit: startWebKit,
};

export const test = base.extend<
  EngineFixtures & { safariFocus: boolean },
  WorkerFixtures & { engine: Engine }
>({
  engine: ['chromium', { option: true, scope: 'worker' }],
  safariFocus: [false, { option: true }],
  engineHost: [
    async ({ engine }, use) => {
      const host = await START[engine]();
      await use(host);
      await host.stop();
    },
    { scope: 'worker', timeout: 60_000 },
  ],
  shopper: async ({ engineHost, viewport, safariFocus }, use, testInfo) => {
    const size = viewport ?? { width: 1280, height: 900 };
    const driver = await engineHost.open(size, { safariFocus });
    const shopper = new Shopper(driver, shop.storefront, size.width < 768 ? 'phone' : 'desktop');
    try {
      await use(shopper);
      const problems = driver.problems();
      if (problems && testInfo.status === testInfo.expectedStatus) {
        expect(
          problems.filter(
            (p) => ![...EXPECTED_PROBLEMS, ...shopper.expectedProblems].some((known) => known.test(p)),
          ),
          'console and page errors',
        ).toEqual([]);
      }
    } finally {
      if (testInfo.status !== testInfo.expectedStatus) {
        await driver.screenshot(testInfo.outputPath('failure.png')).catch(() => undefined);
        await testInfo.attach('failure', { path: testInfo.outputPath('failure.png') }).catch(() => undefined);
      }
      await driver.close().catch(() => undefined);
    }
  },
});

/** Console errors a journey may cause on purpose: none yet. */
const EXPECTED_PROBLEMS: readonly RegExp[] = [];

export { expect };
