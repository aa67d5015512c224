import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WISHLIST_MERGE_STORAGE_KEY } from '@fanshop/core/shared';
import { expect, test } from './support/fixtures';
import type { Shopper } from './support/shopper';

/**
 * A page elsewhere that is slow to come, as on a slow network: its head at once, its body after `ms`.
 * The browser commits to it when its answer starts (and cuts the old page's requests off then), and
 * shows it when the body comes: the page left behind lives on in between.
 */
async function slowPage(ms: number): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.flushHeaders();
    setTimeout(
      () => res.end('<!doctype html><html lang="en"><title>Elsewhere</title><h1>Elsewhere</h1></html>'),
      ms,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** Leaves the page for one elsewhere that takes two seconds to come, and waits until it has. */
async function leaveForSlowPage(shopper: Shopper): Promise<void> {
  const elsewhere = await slowPage(2_000);
  try {
    await shopper.driver.goto(elsewhere.url);
    await shopper.see({ role: 'heading', name: 'Elsewhere' });
  } finally {
    await elsewhere.close();
  }
}

/**
 * A shopper who leaves a page while it still loads: the browser cuts the page's requests off, and
 * Firefox tells the page so (a request ends with status 0, a `fetch` fails). That is no failure:
 * nothing is logged, retried or shown (core's `leavingWaitMs`). The fixture fails the journey on any
 * console error; WebKit's driver opens no profile through the slow network, so it is skipped there.
 */
test(
  'leaving a page while its wishlist loads: nothing is logged, retried or shown',
  { tag: ['@phone', '@desktop'] },
  async ({ shopperOnSlowNetwork: shopper, slowNetwork }) => {
    // A saved product gives the guest a wishlist the next page loads.
    await shopper.open('/men/');
    const heart = { role: 'button', name: /^Wishlist: /, within: { role: 'list', name: 'Products' } };
    await shopper.click(heart);
    await shopper.see({ role: 'button', name: 'Wishlist, 1 product' });
    // The heart counts at once; the guest's wishlist exists once the API has answered the add.
    await expect
      .poll(() => shopper.driver.run((key) => localStorage.getItem(key), WISHLIST_MERGE_STORAGE_KEY), {
        message: 'the guest wishlist is saved',
      })
      .not.toBeNull();

    // On the next page, the wishlist's answer is slow to come.
    slowNetwork.slow({ path: '/api/v1/wishlist/', ms: 30_000 });
    const before = slowNetwork.count('/api/v1/wishlist/');
    await shopper.driver.goto(`${new URL(await shopper.driver.url()).origin}/women/`);
    await shopper.hydrated();
    await expect
      .poll(() => slowNetwork.count('/api/v1/wishlist/'), { message: 'the page asks for its wishlist' })
      .toBeGreaterThan(before);
    const asked = slowNetwork.count('/api/v1/wishlist/');

    // The shopper leaves with the request in flight, for a page that takes two seconds to come: the
    // page left behind lives on meanwhile, says nothing of the cut-off request and does not ask again.
    await leaveForSlowPage(shopper);
    expect(slowNetwork.count('/api/v1/wishlist/'), 'no retry').toBe(asked);
  },
);

/**
 * A shopper on a slow network who taps a heart and leaves before the code for it has come: the browser
 * cuts the chunk's load off, and Firefox fails the page's import for it. That is no failure either:
 * nothing is logged or shown (`quietWhenLeft`).
 */
test(
  'leaving a page while the code for a tap still loads: nothing is logged or shown',
  { tag: ['@phone', '@desktop'] },
  async ({ shopperOnSlowNetwork: shopper, slowNetwork }) => {
    slowNetwork.slow({ path: '/assets/api-layer-', ms: 30_000 });
    await shopper.open('/men/');
    await shopper.click({ role: 'button', name: /^Wishlist: /, within: { role: 'list', name: 'Products' } });
    await expect
      .poll(() => slowNetwork.count('/assets/api-layer-'), { message: 'the page asks for the code' })
      .toBeGreaterThan(0);

    await leaveForSlowPage(shopper);
  },
);

/**
 * A shopper on a slow network who leaves a page before its own code has come (the page is on screen as
 * the server wrote it): the browser cuts the chunk's load off, and Firefox fails the page's start for
 * it. Nothing is logged or shown (`bootLoads`), also when the shopper left before the page's code ran
 * (the page's loader asks for the chunk first and notes the leaving: `PAGE_LEFT_AT`).
 */
test(
  'leaving a page before its own code has come: nothing is logged or shown',
  { tag: ['@phone', '@desktop'] },
  async ({ shopperOnSlowNetwork: shopper, slowNetwork }) => {
    await shopper.open('/');
    slowNetwork.slow({ path: '/assets/listing-page-', ms: 30_000 });
    await shopper.driver.goto(`${new URL(await shopper.driver.url()).origin}/men/`);
    await shopper.see({ role: 'heading', name: 'Men' });
    await expect
      .poll(() => slowNetwork.count('/assets/listing-page-'), { message: 'the page asks for its code' })
      .toBeGreaterThan(0);

    await leaveForSlowPage(shopper);
  },
);
