import type { BrowserContext } from '@playwright/test';
import { startStagingShop, type StagingShop } from '../../../support/staging/staging-shop';
import { expect, test as base } from '../../support/fixtures';
import { freshCustomer, type FreshCustomer } from '../../support/journey';

/** What a context did that an https shop must never do. */
export interface SecurityWatch {
  /** Requests the pages made over plain http (mixed content, or a link or form that leaves https). */
  readonly insecureRequests: string[];
  /** Chromium's console messages about mixed content. */
  readonly mixedContent: string[];
  /** `securitypolicyviolation` events of every document, and Chromium's console messages about CSP. */
  readonly cspViolations: string[];
}

/** The name of the function through which every document reports its CSP violations. */
const CSP_BINDING = '__stagingCspViolation';

/**
 * Listens to the whole context: its requests, its console (every page, every host), and, through a
 * script each document runs before its own, the `securitypolicyviolation` events, which no page
 * script of the shop could hide (the init script runs whatever the page's CSP says).
 */
async function watchSecurity(context: BrowserContext): Promise<SecurityWatch> {
  const watch: SecurityWatch = { insecureRequests: [], mixedContent: [], cspViolations: [] };
  context.on('request', (request) => {
    if (!request.url().startsWith('http:')) return;
    let from = '';
    try {
      from = ` from ${request.frame().url()}`;
    } catch {
      // A request of no page (a service worker's).
    }
    watch.insecureRequests.push(`${request.method()} ${request.url()}${from}`);
  });
  context.on('console', (message) => {
    const text = message.text();
    if (/mixed content/i.test(text)) watch.mixedContent.push(`${message.page()?.url() ?? ''}: ${text}`);
    if (/content security policy/i.test(text))
      watch.cspViolations.push(`${message.page()?.url() ?? ''}: ${text}`);
  });
  await context.exposeBinding(CSP_BINDING, ({ frame }, violation: string) => {
    watch.cspViolations.push(`${frame.url()}: ${violation}`);
  });
  await context.addInitScript((binding: string) => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = (window as unknown as Record<string, ((text: string) => void) | undefined>)[binding];
        report?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} in ${event.sourceFile}`,
        );
      },
      true,
    );
  }, CSP_BINDING);
  return watch;
}

/** The fixtures of the other browser tests (`problems`, `clientErrors`, `network`…), and these. */
export interface StagingFixtures {
  /** Mixed content and CSP violations of the test's context. */
  security: SecurityWatch;
  /** A customer of the test's own, registered through the public API and logged out. */
  customer: FreshCustomer;
}

export interface StagingWorkerFixtures {
  /** The shop in its production shape (tests/support/staging/), one per worker. */
  staging: StagingShop;
}

/**
 * The fixtures of the staging project: the worker starts the staging shop first, then its Chromium
 * with the project's usual launch options plus what reaches the shop's names (`staging.browserArgs`).
 */
export const test = base.extend<StagingFixtures, StagingWorkerFixtures>({
  staging: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: this one has none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const staging = await startStagingShop();
      try {
        await use(staging);
      } finally {
        await staging.stop();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  launchOptions: [
    async ({ launchOptions, staging }, use) => {
      await use({ ...launchOptions, args: [...(launchOptions.args ?? []), ...staging.browserArgs] });
    },
    { scope: 'worker' },
  ],
  security: async ({ context }, use) => {
    await use(await watchSecurity(context));
  },
  customer: async ({ staging }, use) => {
    const customer = freshCustomer('staging');
    const registered = await staging.request(`${staging.urls.api}/api/v1/auth/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Client': 'storefront-web' },
      body: JSON.stringify({ ...customer, password_confirmation: customer.password }),
    });
    expect(registered.status, `registering through the public API: ${registered.body}`).toBe(200);
    await use(customer);
  },
});

export { expect };
