import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Driver, Key } from './driver';

/**
 * What a journey points at, found the way a person (and Testing Library) finds it: by ARIA role and
 * accessible name, or by a CSS selector where the shop gives no role. `within` narrows the search to
 * what another target finds; `text` keeps elements whose text contains it; `nth` picks one of several
 * (the first by default, -1 the last).
 */
export interface Target {
  readonly role?: string;
  readonly name?: string | RegExp;
  readonly css?: string;
  readonly text?: string | RegExp;
  readonly within?: Target;
  readonly nth?: number;
}

/** A RegExp cannot cross into the page: it travels as its source and flags. */
type Wire = string | { readonly source: string; readonly flags: string } | undefined;
interface WireTarget {
  readonly role?: string;
  readonly name?: Wire;
  readonly css?: string;
  readonly text?: Wire;
  readonly within?: WireTarget;
  readonly nth?: number;
}

function toWire(target: Target): WireTarget {
  const pattern = (value: string | RegExp | undefined): Wire =>
    value instanceof RegExp ? { source: value.source, flags: value.flags } : value;
  return {
    ...target,
    name: pattern(target.name),
    text: pattern(target.text),
    within: target.within ? toWire(target.within) : undefined,
  };
}

function describe(target: Target): string {
  const parts = [
    target.role && `role ${target.role}`,
    target.name !== undefined && `name ${String(target.name)}`,
    target.css && `css ${target.css}`,
    target.text !== undefined && `text ${String(target.text)}`,
    target.nth !== undefined && `#${target.nth}`,
  ].filter(Boolean);
  return `[${parts.join(', ')}]${target.within ? ` in ${describe(target.within)}` : ''}`;
}

/** What the page says of a target. */
interface Probe {
  readonly library: boolean;
  readonly count: number;
  readonly visible: boolean;
  /**
   * React has attached its handlers to the element or an ancestor (the page has hydrated there); always
   * true on a page without the storefront's React root.
   */
  readonly hydrated: boolean;
  /**
   * Where the element is and whether it is moving (a finite animation or transition runs on it or an
   * ancestor: a menu sliding in). An engine refuses to click a point it cannot reach, so a click waits
   * until the box is still and in the viewport, as Playwright's own actions do.
   */
  readonly box: string;
  readonly moving: boolean;
  readonly inView: boolean;
  readonly text: string;
  readonly marker: string | null;
  readonly attributes: Record<string, string>;
}

/**
 * Runs in the page: finds the target with Testing Library's queries (installed by the caller), and,
 * when asked, scrolls it to the middle of the viewport (drivers scroll a target only to an edge, where
 * the sticky header may cover it) and marks it so the driver can click it by a selector of its own.
 */
function probeInPage(arg: { target: WireTarget; mark: string | null; scripts: boolean }): Probe {
  const dom = (globalThis as { TestingLibraryDom?: TestingLibraryDom }).TestingLibraryDom;
  const empty: Probe = {
    library: Boolean(dom),
    count: 0,
    visible: false,
    hydrated: false,
    box: '',
    moving: false,
    inView: false,
    text: '',
    marker: null,
    attributes: {},
  };
  if (!dom) return empty;
  const pattern = (value: Wire): string | RegExp | undefined =>
    typeof value === 'object' ? new RegExp(value.source, value.flags) : value;
  const all = (target: WireTarget, scope: Element): Element[] => {
    const containers = target.within ? pick(target.within, scope) : [scope];
    const found: Element[] = [];
    for (const container of containers) {
      let elements: Element[];
      if (target.role) {
        const name = pattern(target.name);
        elements = dom.queryAllByRole(
          container as HTMLElement,
          target.role,
          name === undefined ? {} : { name },
        );
      } else elements = Array.from(container.querySelectorAll(target.css ?? '*'));
      if (target.role && target.css) elements = elements.filter((e) => e.matches(target.css!));
      const text = pattern(target.text);
      if (text !== undefined) {
        elements = elements.filter((e) => {
          const content = (e as HTMLElement).innerText ?? e.textContent ?? '';
          return typeof text === 'string' ? content.includes(text) : text.test(content);
        });
      }
      found.push(...elements);
    }
    return found;
  };
  const pick = (target: WireTarget, scope: Element): Element[] => {
    const found = all(target, scope);
    if (target.nth === undefined) return found.slice(0, 1);
    const one = found.at(target.nth);
    return one ? [one] : [];
  };
  const found = all(arg.target, document.body);
  const element = pick(arg.target, document.body)[0];
  if (!element) return { ...empty, count: found.length };
  const style = getComputedStyle(element);
  const rect = element.getBoundingClientRect();
  const visible = style.visibility !== 'hidden' && rect.width > 0 && rect.height > 0;
  // A page the server renders alone (the checkout host) has no React root: it is ready as it arrives.
  // Without its script, the page is what the server sent: ready as it arrives, too.
  let hydrated = !arg.scripts || document.getElementById('root') === null;
  for (let node: Element | null = element; node && !hydrated; node = node.parentElement) {
    hydrated = Object.keys(node).some((key) => key.startsWith('__reactProps$'));
  }
  // Infinite animations (a spinner) and scroll-driven ones never end, and do not move the element anyway.
  const moving = document.getAnimations().some((animation) => {
    const target = (animation.effect as KeyframeEffect | null)?.target;
    return (
      animation.playState === 'running' &&
      animation.timeline === document.timeline &&
      animation.effect?.getComputedTiming().endTime !== Infinity &&
      target instanceof Element &&
      target.contains(element)
    );
  });
  // In the viewport is not yet in view: the sticky header covers the top of the page, and a person does
  // not click through it (the click would land on the header's search field).
  const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
  const underHeader =
    hit !== null &&
    !element.contains(hit) &&
    !hit.contains(element) &&
    hit.closest('header') !== null &&
    element.closest('header') === null;
  // Nor does a person click through a bar that stays on screen (the checkout's total at the foot of a phone).
  let bar: Element | null = null;
  if (hit !== null && !element.contains(hit) && !hit.contains(element)) {
    for (let node: Element | null = hit; node && node !== document.body; node = node.parentElement) {
      const position = getComputedStyle(node).position;
      if (position === 'sticky' || position === 'fixed') {
        bar = node;
        break;
      }
    }
  }
  const underBar = bar !== null && !bar.contains(element);
  const inView =
    rect.top >= 0 &&
    rect.left >= 0 &&
    rect.bottom <= innerHeight &&
    rect.right <= innerWidth &&
    !underHeader &&
    !underBar;
  const box = [rect.left, rect.top, rect.width, rect.height].map(Math.round).join(',');
  let marker: string | null = null;
  if (arg.mark) {
    // Moving what is on screen already would move the page under the shopper (a locked page, say); a
    // moving element is left to come to rest first.
    if (!inView && !moving) element.scrollIntoView({ block: 'center', inline: 'center' });
    element.setAttribute('data-shopper-target', arg.mark);
    marker = `[data-shopper-target="${arg.mark}"]`;
  }
  const attributes: Record<string, string> = {};
  for (const attribute of Array.from(element.attributes)) attributes[attribute.name] = attribute.value;
  if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) {
    attributes['.value'] = element.value;
    attributes['.checked'] = String((element as HTMLInputElement).checked);
  }
  const text = ((element as HTMLElement).innerText ?? element.textContent ?? '').replace(/\s+/g, ' ').trim();
  return {
    library: true,
    count: found.length,
    visible,
    hydrated,
    box,
    moving,
    inView,
    text,
    marker,
    attributes,
  };
}

interface TestingLibraryDom {
  queryAllByRole(container: HTMLElement, role: string, options: { name?: string | RegExp }): HTMLElement[];
}

const require = createRequire(import.meta.url);
let library: string | undefined;
/** Testing Library's DOM queries as a script for the page (its UMD build defines `TestingLibraryDom`). */
function librarySource(): string {
  library ??= readFileSync(
    require.resolve('@testing-library/dom/dist/@testing-library/dom.umd.min.js'),
    'utf8',
  );
  return library;
}

const POLL_MS = 100;
/** Between the two looks that find a target still: about two frames. */
const STILL_MS = 35;

/** How each engine's driver says it found no point of an element to act on, before acting. */
const UNREACHABLE = /not clickable|not an Element|not interactable|click intercepted|stale element|detached/i;

/** How long a journey waits for the page by default; WebKit under Xvfb is the slowest of the three. */
export const WAIT_MS = 20_000;

/**
 * The journeys' vocabulary over any engine's driver: open a page, find by role, click, type and wait
 * for what a shopper would see. Every wait polls the page, so the same journey runs unchanged in
 * Chromium, Firefox and WebKit.
 */
export class Shopper {
  private marks = 0;
  /** Console errors a journey expects (a step that meets a 4xx on purpose), beside none by default. */
  readonly expectedProblems: RegExp[] = [];

  constructor(
    readonly driver: Driver,
    private readonly base: string,
    readonly width: 'phone' | 'desktop',
    /** False: the page's scripts never run, and every page is ready once it has loaded. */
    readonly scripts = true,
  ) {}

  get engine() {
    return this.driver.engine;
  }

  /**
   * Loads a storefront path (or an absolute URL), as from the address bar, and waits until the page has
   * hydrated. The page on screen is left once its requests have ended (where the engine counts them).
   */
  async open(path: string): Promise<void> {
    await this.networkSettled();
    await this.driver.goto(path.startsWith('http') ? path : `${this.base}${path}`);
    await this.hydrated();
  }

  /**
   * Leaves the page for a storefront path at once, as a shopper who follows a link or types an address
   * does, whatever the page still has in flight; waits until the new page has hydrated.
   */
  async leaveFor(path: string): Promise<void> {
    await this.driver.goto(`${this.base}${path}`);
    await this.hydrated();
  }

  /** Waits (up to 5 s) until the page has no request in flight; a page that does not count them passes. */
  private async networkSettled(): Promise<void> {
    const until = Date.now() + 5_000;
    while (Date.now() < until) {
      const inFlight = await this.driver
        .run(() => (globalThis as { __shopperInFlight?: number }).__shopperInFlight ?? 0, undefined)
        .catch(() => 0);
      if (inFlight === 0) return;
      await sleep(POLL_MS);
    }
  }

  async reload(): Promise<void> {
    await this.driver.reload();
    await this.hydrated();
  }

  /** Waits until React has hydrated the page's root. */
  async hydrated(): Promise<void> {
    if (!this.scripts) {
      await this.until('the page loads', () => document.readyState !== 'loading');
      return;
    }
    await this.until('the page hydrates', () => {
      // A page the server renders alone (the checkout host) has no React root: it is ready as it arrives.
      if (document.getElementById('root') === null) return document.readyState !== 'loading';
      // React 19 hoists the page's <link> elements to the root's start; the first element it renders is after them.
      const first = document.querySelector('#root > :not(link):not(style):not(script)');
      return Boolean(first && Object.keys(first).some((key) => key.startsWith('__reactFiber$')));
    });
  }

  async url(): Promise<URL> {
    return new URL(await this.driver.url());
  }

  /** Waits until the address satisfies `test`. */
  async urlIs(description: string, test: (url: URL) => boolean, timeoutMs = WAIT_MS): Promise<URL> {
    const until = Date.now() + timeoutMs;
    let last = '';
    for (;;) {
      last = await this.driver.url();
      if (test(new URL(last))) return new URL(last);
      if (Date.now() > until) throw new Error(`${description}: the address stayed ${last}`);
      await sleep(POLL_MS);
    }
  }

  /** Polls `fn` in the page until it answers something truthy, and answers that. */
  async until<A, R>(description: string, fn: (arg: A) => R, arg?: A, timeoutMs = WAIT_MS): Promise<R> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      let result: R | undefined;
      try {
        result = await this.driver.run(fn, arg as A);
      } catch {
        // A navigation replaced the document while the script ran: ask the new one.
      }
      if (result) return result;
      if (Date.now() > until) throw new Error(`timed out after ${timeoutMs} ms: ${description}`);
      await sleep(POLL_MS);
    }
  }

  private async probe(target: Target, mark = false): Promise<Probe> {
    const arg = { target: toWire(target), mark: mark ? `m${++this.marks}` : null, scripts: this.scripts };
    let probe = await this.driver.run(probeInPage, arg);
    if (!probe.library) {
      await this.driver.runSource(librarySource());
      probe = await this.driver.run(probeInPage, arg);
    }
    return probe;
  }

  /**
   * Waits until the target is on screen and answers what the page says of it. A target to be clicked
   * (`mark`) must also be in the viewport and still: not animating, and in the same box on two looks.
   */
  private async settled(target: Target, need: { hydrated: boolean; mark: boolean }, timeoutMs = WAIT_MS) {
    const until = Date.now() + timeoutMs;
    let last: Probe | undefined;
    for (;;) {
      const before = last;
      let pause = POLL_MS;
      try {
        last = await this.probe(target, need.mark);
        const shown = last.count > 0 && last.visible && (!need.hydrated || last.hydrated);
        const resting = !last.moving && last.inView;
        if (shown && (!need.mark || (resting && before?.box === last.box))) return last;
        // Only the second look is missing: take it soon.
        if (shown && resting) pause = STILL_MS;
      } catch {
        // The document changed under the probe: look again.
        last = undefined;
      }
      if (Date.now() > until) {
        const seen = last
          ? `${last.count} found, visible ${last.visible}, hydrated ${last.hydrated}, ` +
            `in view ${last.inView}, moving ${last.moving}`
          : 'no answer';
        throw new Error(`timed out after ${timeoutMs} ms waiting for ${describe(target)} (${seen})`);
      }
      await sleep(pause);
    }
  }

  /** Waits for the target to be visible; answers its text. */
  async see(target: Target, timeoutMs = WAIT_MS): Promise<string> {
    return (await this.settled(target, { hydrated: false, mark: false }, timeoutMs)).text;
  }

  /** Waits until no element matches the target visibly. */
  async gone(target: Target, timeoutMs = WAIT_MS): Promise<void> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const probe = await this.probe(target).catch(() => undefined);
      if (probe && (probe.count === 0 || !probe.visible)) return;
      if (Date.now() > until)
        throw new Error(`timed out after ${timeoutMs} ms: ${describe(target)} is still shown`);
      await sleep(POLL_MS);
    }
  }

  /** How many elements match now (no waiting). */
  async count(target: Target): Promise<number> {
    return (await this.probe(target)).count;
  }

  /** The target's attributes now (`.value` and `.checked` for fields), after waiting for it. */
  async attributes(target: Target): Promise<Record<string, string>> {
    return (await this.settled(target, { hydrated: false, mark: false })).attributes;
  }

  /** Waits until the target's attribute has the value. */
  async attributeIs(
    target: Target,
    attribute: string,
    value: string | null,
    timeoutMs = WAIT_MS,
  ): Promise<void> {
    const until = Date.now() + timeoutMs;
    let last: string | null | undefined;
    for (;;) {
      const probe = await this.probe(target).catch(() => undefined);
      if (probe && probe.count > 0) {
        last = probe.attributes[attribute] ?? null;
        if (last === value) return;
      }
      if (Date.now() > until) {
        throw new Error(
          `timed out: ${describe(target)} ${attribute} is ${String(last)}, not ${String(value)}`,
        );
      }
      await sleep(POLL_MS);
    }
  }

  /**
   * A person's click: waits until the target is shown, hydrated and still, brings it to the middle,
   * clicks it.
   */
  async click(target: Target): Promise<void> {
    await this.act(target, (marker) => this.driver.click(marker));
  }

  async hover(target: Target): Promise<void> {
    await this.act(target, (marker) => this.driver.hover(marker));
  }

  /**
   * Does `action` on the settled target. An engine that finds no point of it to reach (it moved or was
   * replaced between the look and the action) refuses before it acts, so the action is tried again on
   * a fresh look, within the wait.
   */
  private async act(target: Target, action: (marker: string) => Promise<void>): Promise<void> {
    const until = Date.now() + WAIT_MS;
    for (;;) {
      const { marker } = await this.settled(target, { hydrated: true, mark: true });
      try {
        await action(marker!);
        return;
      } catch (error) {
        if (!UNREACHABLE.test(String(error)) || Date.now() > until) throw error;
      }
      await sleep(POLL_MS);
    }
  }

  /** Clicks into an empty field and types, key by key. */
  async typeInto(target: Target, text: string): Promise<void> {
    await this.click(target);
    await this.driver.type(text);
  }

  async type(text: string): Promise<void> {
    await this.driver.type(text);
  }

  async press(key: Key): Promise<void> {
    await this.driver.press(key);
  }

  /** Runs `fn` in the page once. */
  run<A, R>(fn: (arg: A) => R, arg?: A): Promise<R> {
    return this.driver.run(fn, arg as A);
  }

  cookies(): Promise<readonly { name: string; value: string }[]> {
    return this.driver.url().then((url) => this.driver.cookies(url));
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
