import { describe, expect, it } from 'vitest';
import { BrowserNavigator } from './browser-navigator';

describe('navigation in the browser', () => {
  it('moves in the next task, so the change the shopper made is painted first, in the page language', async () => {
    globalThis.history.replaceState(null, '', '/de/herren/');
    const navigator = new BrowserNavigator(() => 'de-AT');

    navigator.navigate('/herren/?sort=price');
    expect(globalThis.location.pathname + globalThis.location.search).toBe('/de/herren/');

    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(globalThis.location.pathname + globalThis.location.search).toBe('/de/herren/?sort=price');
  });

  it('keeps the order of moves asked for one after another', async () => {
    const navigator = new BrowserNavigator(() => 'en-US');
    navigator.navigate('/men/');
    navigator.goHome();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(globalThis.location.pathname).toBe('/');
  });
});
