/**
 * What the cross-engine journeys need of a browser, and nothing more: each engine's automation library
 * (Playwright for Chromium, puppeteer-core over WebDriver BiDi for Firefox, WebdriverIO over classic
 * WebDriver for WebKitGTK) implements it in a few lines, and `Shopper` (shopper.ts) builds the journeys'
 * vocabulary on top, once for all three (ADR 0017).
 *
 * Every input is the engine's own: clicks and keys are dispatched by the browser as a person's would be
 * (focus, blur, `:focus-visible` and default actions included), never synthesised in the page.
 */
export type Engine = 'chromium' | 'firefox' | 'webkit';

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/** Keys a journey presses, named as WebDriver and Playwright name them. */
export type Key =
  | 'Enter'
  | 'Tab'
  | 'Escape'
  | 'ArrowDown'
  | 'ArrowUp'
  | 'ArrowLeft'
  | 'ArrowRight'
  | 'Space'
  | 'Backspace'
  | 'Shift+Tab';

/**
 * Counts the page's requests in flight (`window.__shopperInFlight`), added before the page's own scripts
 * where the engine allows it (Chromium, Firefox): a journey leaves a page only once its requests have
 * ended, as the Playwright journeys wait for the network to settle. Leaving earlier cuts them off, which
 * Firefox reports to the page as failures.
 */
export const IN_FLIGHT_SCRIPT = `(() => {
  if (window.__shopperInFlight !== undefined) return;
  window.__shopperInFlight = 0;
  const begin = () => { window.__shopperInFlight += 1; };
  const end = () => { window.__shopperInFlight = Math.max(0, window.__shopperInFlight - 1); };
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (...args) {
    begin();
    this.addEventListener('loadend', end, { once: true });
    return send.apply(this, args);
  };
  const fetch = window.fetch;
  window.fetch = function (...args) {
    begin();
    return fetch.apply(this, args).finally(end);
  };
})();`;

export interface Driver {
  readonly engine: Engine;
  /** Loads an absolute URL and waits for the `load` event. */
  /**
   * Loads `url`; by default until its `load` event. `arrived`: only until the page has begun to arrive
   * (a page whose scripts are held back fires `load` only once they come).
   */
  goto(url: string, until?: 'load' | 'arrived'): Promise<void>;
  reload(): Promise<void>;
  back(): Promise<void>;
  url(): Promise<string>;
  /**
   * Runs `fn` in the page with one JSON argument and answers its JSON result. `fn` must not close over
   * anything: the drivers send its source.
   */
  run<A, R>(fn: (arg: A) => R, arg: A): Promise<R>;
  /** Runs a script's source in the page (a library to install, say). */
  runSource(source: string): Promise<void>;
  /** A real click in the middle of the element `css` selects (scrolled into view by the caller). */
  click(css: string): Promise<void>;
  /** Moves the pointer over the element. */
  hover(css: string): Promise<void>;
  /** Types text into whatever has focus, key by key. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Cookies the browser would send to `url` (name and value). */
  cookies(url: string): Promise<readonly { name: string; value: string }[]>;
  screenshot(path: string): Promise<void>;
  /** Console errors and uncaught page errors seen so far, where the engine reports them (not WebKit's classic WebDriver). */
  problems(): readonly string[] | null;
  close(): Promise<void>;
}

/** Starts drivers of one engine: one browser per test worker, a fresh profile or context per test. */
/** How a driver's fresh profile is opened. */
export interface OpenOptions {
  readonly safariFocus: boolean;
  /**
   * An HTTP proxy (`host:port`) every request of the profile goes through, loopback included (a
   * `SlowNetwork`); only where the engine's library sets one per profile (Chromium, Firefox).
   */
  readonly proxy?: string;
  /**
   * False: the profile runs no page script, where the engine's library can turn scripting off (Chromium);
   * elsewhere the caller keeps the scripts from arriving (`SlowNetwork.refuse`).
   */
  readonly scripts?: boolean;
}

export interface EngineHost {
  readonly engine: Engine;
  /** Whether `open` takes a proxy. */
  readonly proxies: boolean;
  open(viewport: Viewport, options: OpenOptions): Promise<Driver>;
  stop(): Promise<void>;
}
