// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageLeftAt } from '../app/page-left';
import { SCRIPT_LOADER, modulesElement } from './script-loader';

/** A page as the server writes it: the named modules, and the loader run while the page still loads. */
function loadPage(): void {
  // The test browser loads no script files: the loader's requests count as answered.
  (
    window as unknown as { happyDOM: { settings: Record<string, unknown> } }
  ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
  document.head.innerHTML = '';
  document.body.innerHTML = [
    '<main>Men</main>',
    modulesElement('shop-page-modules', { preload: ['/assets/listing-page-1.js', '/assets/en-US-1.js'] }),
    modulesElement('shop-scripts', { scripts: ['/assets/index-1.js'], preload: ['/assets/libs-1.js'] }),
  ].join('');
  Object.defineProperty(document, 'readyState', { value: 'interactive', configurable: true });
  new Function(SCRIPT_LOADER)();
}

type PaintList = { getEntriesByName(name: string): unknown[] };

/** A browser with paint timing, where the test says when the first contentful paint comes. */
function withPaintTiming(): { firstContentfulPaint(): void } {
  let report: ((list: PaintList) => void) | undefined;
  class PaintObserver {
    static readonly supportedEntryTypes = ['paint'];
    constructor(callback: (list: PaintList) => void) {
      report = callback;
    }
    observe(): void {}
    disconnect(): void {
      report = undefined;
    }
  }
  vi.stubGlobal('PerformanceObserver', PaintObserver);
  return {
    firstContentfulPaint: () =>
      report?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) }),
  };
}

const requested = () => ({
  preloads: [...document.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href')),
  scripts: [...document.querySelectorAll('script[type="module"]')].map((s) => s.getAttribute('src')),
});

describe('the script loader', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // A browser without paint timing unless a test gives it one.
    vi.stubGlobal('PerformanceObserver', undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for nothing while the page loads, then for the modules once it has loaded and painted', async () => {
    loadPage();
    expect(requested()).toEqual({ preloads: [], scripts: [] });
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(requested()).toEqual({
      preloads: ['/assets/listing-page-1.js', '/assets/en-US-1.js', '/assets/libs-1.js'],
      scripts: ['/assets/index-1.js'],
    });
  });

  it('given paint timing, when the page loaded before its first contentful paint, then it waits for the paint', async () => {
    const paint = withPaintTiming();
    loadPage();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(requested()).toEqual({ preloads: [], scripts: [] });

    paint.firstContentfulPaint();
    await vi.advanceTimersByTimeAsync(100);
    expect(requested().preloads).toHaveLength(3);
    expect(requested().scripts).toEqual(['/assets/index-1.js']);
  });

  it('given paint timing, when the first contentful paint came first, then it waits for the load event', async () => {
    const paint = withPaintTiming();
    loadPage();
    paint.firstContentfulPaint();
    await vi.advanceTimersByTimeAsync(100);
    expect(requested().scripts).toEqual([]);

    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(requested().scripts).toEqual(['/assets/index-1.js']);
  });

  it('given paint timing, when no paint comes (a tab in the background), then it asks after three seconds', async () => {
    withPaintTiming();
    loadPage();
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(2900);
    expect(requested().scripts).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    expect(requested().scripts).toEqual(['/assets/index-1.js']);
  });

  it('asks at the latest after three seconds, once, when the load event does not come', async () => {
    loadPage();
    await vi.advanceTimersByTimeAsync(2900);
    expect(requested().scripts).toEqual([]);
    await vi.advanceTimersByTimeAsync(200);
    window.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(100);
    expect(requested().scripts).toEqual(['/assets/index-1.js']);
    expect(requested().preloads).toHaveLength(3);
  });

  it.each(['beforeunload', 'pagehide'])(
    'notes when the shopper begins leaving (%s) for the page’s code still on its way, and forgets it when the page is shown again',
    (event) => {
      vi.setSystemTime(1_000_000);
      loadPage();
      expect(pageLeftAt(window)).toBeUndefined();
      window.dispatchEvent(new Event(event));
      expect(pageLeftAt(window)).toBe(1_000_000);
      window.dispatchEvent(new Event('pageshow'));
      expect(pageLeftAt(window), 'back from the back-forward cache').toBeUndefined();
    },
  );

  it('names modules as JSON that cannot close its element', () => {
    expect(modulesElement('x', { scripts: ['/a.js</script><script>'] })).not.toContain('</script><script>');
  });
});
