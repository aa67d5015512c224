import { test as base, expect, type TestInfo } from '@playwright/test';
import { shop } from '../../support/shop';
import type { Engine, EngineHost, OpenOptions, Viewport } from './driver';
import { startChromium } from './chromium-host';
import { startFirefox } from './firefox-host';
import { Shopper } from './shopper';
import { SlowNetwork } from './slow-network';
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
  /**
   * A network some of whose requests the test slows down, and the `shopper` goes through it. Only in
   * engines whose library opens a profile through a proxy (Chromium, Firefox): elsewhere the test is
   * skipped.
   */
  slowNetwork: SlowNetwork;
  /** A shopper whose requests go through `slowNetwork`. */
  shopperOnSlowNetwork: Shopper;
  /**
   * A shopper whose pages never run their script: scripting off where the engine's library turns it off
   * (Chromium), and the storefront's scripts refused by `slowNetwork` in every engine that proxies.
   */
  shopperWithoutScripts: Shopper;
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
  slowNetwork: async ({ engineHost }, use, testInfo) => {
    testInfo.skip(!engineHost.proxies, `${engineHost.engine}'s driver opens no profile through a proxy`);
    const network = await SlowNetwork.start();
    try {
      await use(network);
    } finally {
      await network.stop();
    }
  },
  shopper: async ({ engineHost, viewport, safariFocus }, use, testInfo) => {
    await withShopper(engineHost, viewport, { safariFocus }, use, testInfo);
  },
  shopperOnSlowNetwork: async ({ engineHost, viewport, slowNetwork }, use, testInfo) => {
    await withShopper(
      engineHost,
      viewport,
      { safariFocus: false, proxy: slowNetwork.address },
      use,
      testInfo,
    );
  },
  shopperWithoutScripts: async ({ engineHost, viewport, slowNetwork }, use, testInfo) => {
    slowNetwork.refuse('/assets/', '.js');
    await withShopper(
      engineHost,
      viewport,
      { safariFocus: false, proxy: slowNetwork.address, scripts: false },
      use,
      testInfo,
      // The engine says so when a module script does not arrive, and Chromium logs a form's page answered
      // 422 (input the shop refused) as a failed load: both are the point here.
      [/module|script/i, /status of 422 \(Unprocessable Entity\)/],
    );
  },
});

/**
 * Opens a fresh profile at the viewport, hands the test a shopper in it, and afterwards fails the test on
 * any console or page error it did not expect; a failed test keeps a screenshot.
 */
async function withShopper(
  engineHost: EngineHost,
  viewport: Viewport | null,
  options: OpenOptions,
  use: (shopper: Shopper) => Promise<void>,
  testInfo: TestInfo,
  expectedProblems: readonly RegExp[] = [],
): Promise<void> {
  const size = viewport ?? { width: 1280, height: 900 };
  const driver = await engineHost.open(size, options);
  const shopper = new Shopper(
    driver,
    shop.storefront,
    size.width < 768 ? 'phone' : 'desktop',
    options.scripts ?? true,
  );
  shopper.expectedProblems.push(...expectedProblems);
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
}

/** Console errors a journey may cause on purpose: none yet. */
const EXPECTED_PROBLEMS: readonly RegExp[] = [];

export { expect };
