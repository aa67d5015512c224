import { describe, expect, it } from 'vitest';
import { LEAVING_GRACE_MS } from '@fanshop/core/shared';
import { FakeScheduler, flushMicrotasks } from '@fanshop/core/testing';
import { HttpClient } from './http-client.js';
import { type PageExit, watchPageExit } from './page-exit.js';
import { FakeTransport } from './testing/fake-transport.js';

/** A page's events, fired by the test. */
class FakePage {
  onpagehide = null;
  private readonly listeners = new Map<string, (() => void)[]>();
  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: 'beforeunload' | 'pagehide' | 'pageshow'): void {
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

describe('watchPageExit', () => {
  it('given no page (a server), then there is nothing to watch', () => {
    const scheduler = new FakeScheduler(0);
    expect(watchPageExit(undefined, scheduler)).toBeUndefined();
    expect(watchPageExit({}, scheduler)).toBeUndefined();
    expect(watchPageExit({ onpagehide: null }, scheduler)).toBeUndefined();
  });

  it.each(['beforeunload', 'pagehide'] as const)(
    'given %s, then the page is being left for the grace, and no longer after it',
    (event) => {
      const scheduler = new FakeScheduler(0);
      const page = new FakePage();
      const exit = watchPageExit(page, scheduler)!;
      expect(exit.leaving()).toBe(false);
      page.fire(event);
      expect(exit.leaving()).toBe(true);
      scheduler.advance(LEAVING_GRACE_MS - 1);
      expect(exit.leaving()).toBe(true);
      scheduler.advance(1);
      expect(exit.leaving(), 'a navigation that never came (a download)').toBe(false);
    },
  );

  it('given the shopper began leaving before the watcher started, then the page is being left from then, for the grace', () => {
    const scheduler = new FakeScheduler(10_000);
    const exit = watchPageExit(new FakePage(), scheduler, 9_000)!;
    expect(exit.leaving()).toBe(true);
    scheduler.advance(LEAVING_GRACE_MS - 1_001);
    expect(exit.leaving()).toBe(true);
    scheduler.advance(1);
    expect(exit.leaving(), 'the grace counts from when the shopper began leaving').toBe(false);
  });

  it('given a leaving seen earlier and the page shown again, then it is no longer being left', () => {
    const scheduler = new FakeScheduler(10_000);
    const page = new FakePage();
    const exit = watchPageExit(page, scheduler, 9_000)!;
    page.fire('pageshow');
    expect(exit.leaving()).toBe(false);
  });

  it('given the page shown again from the back-forward cache, then it is no longer being left', () => {
    const scheduler = new FakeScheduler(0);
    const page = new FakePage();
    const exit = watchPageExit(page, scheduler)!;
    page.fire('pagehide');
    page.fire('pageshow');
    expect(exit.leaving()).toBe(false);
  });
});

describe('HttpClient while the shopper leaves the page', () => {
  function setup() {
    const scheduler = new FakeScheduler(1_000_000);
    const transport = new FakeTransport();
    let leaving = false;
    const pageExit: PageExit = { leaving: () => leaving };
    const client = new HttpClient({
      baseUrl: 'http://api.test',
      scheduler,
      transport: transport.adapter,
      caller: {
        identity: () => ({ requestId: 'u6f1c2d3e-0000-4000-8000-000000000001' }),
        language: () => 'en-US',
      },
      pageExit,
    });
    const errors: unknown[] = [];
    client.onResponseError((e) => errors.push(e));
    return {
      client,
      scheduler,
      transport,
      errors,
      leave: () => (leaving = true),
      stay: () => (leaving = false),
    };
  }

  it('given a GET cut off while the page is being left, then it neither fails nor is retried while the page is going', async () => {
    const { client, scheduler, transport, errors, leave } = setup();
    transport.answer('GET /api/v1/wishlist/', { fail: 'reset' }, { status: 200, data: { n: 1 } });
    leave();
    let settled = false;
    void client
      .get('/api/v1/wishlist/')
      .finally(() => (settled = true))
      .catch(() => undefined);
    await flushMicrotasks(50);
    await scheduler.advanceAsync(LEAVING_GRACE_MS - 1);
    expect(settled, 'no failure for anyone to log or show').toBe(false);
    expect(transport.count('GET /api/v1/wishlist/'), 'no retry').toBe(1);
    expect(errors).toEqual([]);
  });

  it('given a write cut off while the page is being left, then it does not fail while the page is going', async () => {
    const { client, scheduler, transport, leave } = setup();
    transport.answer('POST /api/v1/cart/', { fail: 'timeout' });
    leave();
    let settled = false;
    void client
      .post('/api/v1/cart/', { productOption: 1 })
      .finally(() => (settled = true))
      .catch(() => undefined);
    await flushMicrotasks(50);
    await scheduler.advanceAsync(LEAVING_GRACE_MS - 1);
    expect(settled).toBe(false);
  });

  it('given the page stays after all, then after the grace the GET is retried once as any failure is', async () => {
    const { client, scheduler, transport, leave, stay } = setup();
    transport.answer('GET /x/', { fail: 'reset' }, { status: 200, data: 7 });
    leave();
    const result = client.get('/x/');
    await flushMicrotasks(50);
    stay();
    await scheduler.advanceAsync(LEAVING_GRACE_MS);
    await flushMicrotasks(50);
    await scheduler.advanceAsync(1_000);
    expect(await result).toBe(7);
    expect(transport.count('GET /x/')).toBe(2);
  });

  it('given an answer with a status while the page is being left, then it is judged at once: it came from the server', async () => {
    const { client, scheduler, transport, errors, leave } = setup();
    transport.answer('GET /x/', { status: 404 });
    leave();
    const result = client.get('/x/').catch((e: unknown) => e);
    await flushMicrotasks(50);
    expect(await result).toMatchObject({ status: 404 });
    expect(errors).toHaveLength(1);
    void scheduler;
  });
});
