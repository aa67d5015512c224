import type { Browser, Locator, Page } from 'playwright-core';
import { median } from './storefront-report';

/**
 * Interaction latency in Chromium with the CPU slowed down 4×, two ways for each input:
 *  - visible response: from the input event's timestamp to the first frame that shows the change the
 *    shopper waits for (checked box, pressed heart, "Adding…", the open menu), timed by a rAF loop
 *    in the page; the time is taken after that frame's rendering (a message posted from its rAF);
 *  - Event Timing: the longest `event` entry of the interaction (pointerdown/pointerup/click share
 *    one interactionId), from input to the next paint after its handlers, as INP counts it. Entries
 *    under 16 ms are not reported by the browser and print as "< 16".
 */
export interface InteractionFigures {
  readonly name: string;
  readonly where: string;
  /** Input → frame showing the response, per repetition (ms). */
  readonly visible: readonly number[];
  /** Event Timing duration per repetition (ms); NaN when under the 16 ms reporting threshold. */
  readonly eventTiming: readonly number[];
}

export const CPU_SLOWDOWN = 4;
const REPETITIONS = 7;

/** What changes on screen when the interaction has answered. */
type Response =
  | { readonly kind: 'checked' }
  | { readonly kind: 'attribute'; readonly name: string }
  | { readonly kind: 'text' }
  | { readonly kind: 'shown'; readonly selector: string };

interface ProbeWindow {
  __eventEntries?: { id: number; start: number; duration: number }[];
  __probe?: Promise<{ start: number; end: number }>;
}

/** Records Event Timing entries from the page's start. */
function recordEventTiming(): void {
  const w = window as unknown as ProbeWindow;
  w.__eventEntries = [];
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
        if (entry.interactionId)
          w.__eventEntries!.push({
            id: entry.interactionId,
            start: entry.startTime,
            duration: entry.duration,
          });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  } catch {
    // No Event Timing: the visible-response figure still stands.
  }
}

/**
 * Arms a probe for the next pointerdown: it resolves when the target shows a change. Page code as
 * source text: the TypeScript loader would wrap named inner functions in a helper the page lacks.
 */
const PROBE = `(element, spec) => {
  const read = () => {
    if (spec.kind === 'checked') return String(element.checked);
    if (spec.kind === 'attribute') return element.getAttribute(spec.name) ?? '';
    if (spec.kind === 'text') return element.textContent ?? '';
    const shown = document.querySelector(spec.selector);
    return shown && !shown.closest('[hidden]') && shown.getBoundingClientRect().width > 0 ? 'shown' : 'hidden';
  };
  const before = read();
  window.__probe = new Promise((resolve) => {
    addEventListener('pointerdown', (event) => {
      const start = event.timeStamp;
      const frame = () => requestAnimationFrame(() => {
        if (read() !== before) {
          // A message posted now is handled after this frame has been rendered.
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve({ start, end: performance.now() });
          channel.port2.postMessage(null);
        } else if (performance.now() - start > 10000) {
          resolve({ start, end: NaN });
        } else {
          frame();
        }
      });
      frame();
    }, { capture: true, once: true });
  });
}`;

async function armProbe(target: Locator, response: Response): Promise<void> {
  await target.evaluate(
    (element, spec) =>
      (window as unknown as { __armProbe: (e: Element, s: Response) => void }).__armProbe(element, spec),
    response,
  );
}

async function readProbe(page: Page): Promise<{ visible: number; eventTiming: number }> {
  return page.evaluate(async () => {
    const w = window as unknown as ProbeWindow;
    const { start, end } = await w.__probe!;
    // Event Timing entries are delivered a frame or two after the paint.
    await new Promise((r) => setTimeout(r, 300));
    const entries = (w.__eventEntries ?? []).filter((e) => e.start >= start - 1);
    const id = entries[0]?.id;
    const durations = entries.filter((e) => e.id === id).map((e) => e.duration);
    return { visible: end - start, eventTiming: durations.length > 0 ? Math.max(...durations) : Number.NaN };
  });
}

/** Tracks requests so that a step can wait for the client-side work it started. */
function watchRequests(page: Page): (timeoutMs?: number) => Promise<void> {
  const inFlight = new Set<unknown>();
  let lastChange = Date.now();
  page.on('request', (r) => {
    inFlight.add(r);
    lastChange = Date.now();
  });
  const done = (r: unknown) => {
    inFlight.delete(r);
    lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return async (timeoutMs = 20_000) => {
    const until = Date.now() + timeoutMs;
    while (inFlight.size > 0 || Date.now() - lastChange < 400) {
      if (Date.now() > until) throw new Error(`the network did not settle (${inFlight.size} in flight)`);
      await page.waitForTimeout(50);
    }
  };
}

async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
}

async function openThrottled(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
): Promise<{ page: Page; settle: (timeoutMs?: number) => Promise<void>; close: () => Promise<void> }> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript(recordEventTiming);
  await context.addInitScript({ content: `window.__armProbe = ${PROBE};` });
  const page = await context.newPage();
  const settle = watchRequests(page);
  await page.goto(url, { waitUntil: 'load' });
  await hydrated(page);
  await settle();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return { page, settle, close: () => context.close() };
}

/** Repeats one interaction: `step` arms nothing itself; it only performs the input. */
async function repeat(
  page: Page,
  times: number,
  target: () => Locator,
  response: Response,
  input: (target: Locator) => Promise<void>,
  between: () => Promise<void>,
): Promise<{ visible: number[]; eventTiming: number[] }> {
  const visible: number[] = [];
  const eventTiming: number[] = [];
  for (let i = 0; i < times; i++) {
    const locator = target();
    await locator.waitFor({ state: 'visible' });
    await armProbe(response.kind === 'text' ? page.locator('main') : locator, response);
    await input(locator);
    const figures = await readProbe(page);
    visible.push(figures.visible);
    eventTiming.push(figures.eventTiming);
    await between();
  }
  return { visible, eventTiming };
}

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 375, height: 812 };

export interface InteractionTargets {
  /** A listing path and a brand shown in its Brand filter group. */
  readonly listingPath: string;
  readonly brandName: string;
  /** A product page with a size in stock. */
  readonly productPath: string;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export async function measureInteractions(
  browser: Browser,
  origin: string,
  targets: InteractionTargets,
): Promise<InteractionFigures[]> {
  const results: InteractionFigures[] = [];

  // Facet toggle: a brand checkbox on the listing, on and off again.
  {
    const { page, settle, close } = await openThrottled(browser, origin + targets.listingPath, DESKTOP);
    const checkbox = () =>
      page.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(targets.brandName)}\\s*\\d+$`) });
    const figures = await repeat(
      page,
      REPETITIONS,
      checkbox,
      { kind: 'checked' },
      (box) => box.click(),
      async () => {
        await settle();
        await page.waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, {
          timeout: 20_000,
        });
      },
    );
    results.push({ name: 'facet toggle', where: `${targets.listingPath} brand checkbox`, ...figures });
    await close();
  }

  // Wishlist heart on the first product tile of the listing, on and off again.
  {
    const { page, settle, close } = await openThrottled(browser, origin + targets.listingPath, DESKTOP);
    const heart = () =>
      page
        .getByRole('list', { name: 'Products', exact: true })
        .getByRole('button', { name: /^Wishlist:/ })
        .first();
    const figures = await repeat(
      page,
      REPETITIONS,
      heart,
      { kind: 'attribute', name: 'aria-pressed' },
      (button) => button.click(),
      () => settle(),
    );
    results.push({ name: 'wishlist heart', where: `${targets.listingPath} first tile`, ...figures });
    await close();
  }

  // Add to cart on a product page, a size chosen first (each repetition adds one more piece).
  {
    const { page, settle, close } = await openThrottled(browser, origin + targets.productPath, DESKTOP);
    await page.locator('input[name="size"]:not([disabled])').first().check({ force: true });
    const add = () => page.getByRole('button', { name: /^Add to cart$/ });
    const figures = await repeat(
      page,
      REPETITIONS,
      add,
      { kind: 'text' },
      (button) => button.click(),
      () => settle(),
    );
    results.push({
      name: 'add to cart',
      where: `${targets.productPath} (text change in <main>)`,
      ...figures,
    });
    await close();
  }

  // Opening the mobile menu at phone width, closed again with Escape between repetitions.
  {
    const { page, settle, close } = await openThrottled(browser, `${origin}/`, PHONE);
    const open = page.getByRole('button', { name: 'Open the menu' });
    const dialogId = (await open.getAttribute('aria-controls')) ?? '';
    const figures = await repeat(
      page,
      REPETITIONS,
      () => open,
      {
        kind: 'shown',
        selector: dialogId
          ? `#${dialogId}, [role="dialog"][aria-modal="true"]`
          : '[role="dialog"][aria-modal="true"]',
      },
      (button) => button.click(),
      async () => {
        await settle();
        await page.keyboard.press('Escape');
        if ((await open.getAttribute('aria-expanded')) === 'true') {
          await page.getByRole('button', { name: /close the menu/i }).click();
        }
        await page.waitForFunction(
          () =>
            document.querySelector('[aria-label="Open the menu"]')?.getAttribute('aria-expanded') !== 'true',
        );
        await settle();
      },
    );
    results.push({ name: 'open mobile menu', where: '/ at 375 px', ...figures });
    await close();
  }
  return results;
}

export const medianOf = (values: readonly number[]): number => median(values);
