import { FakeScheduler } from '@fanshop/core/testing';
import { HttpClient, type Identity, type ResponseErrorEvent } from '../../http/http-client.js';
import { FakeTransport } from '../../http/testing/fake-transport.js';

export const API_BASE = 'http://api.test';
export const GUEST: Identity = { requestId: 'u6f1c2d3e-0000-4000-8000-000000000001' };
export const CUSTOMER: Identity = { token: 'tok-123', requestId: '3b7c8f8e-1111-4111-8111-111111111111' };

/**
 * An HTTP client over a scripted network and a fake clock, for the gateways' unit tests. `identity`
 * is read at call time like the cookies are; `ensureRequestId` stands in for the core's
 * `EnsureRequestId` and gives a guest id when none is set.
 */
export function gatewayHarness(start: Identity = GUEST) {
  const scheduler = new FakeScheduler(1_000_000);
  const transport = new FakeTransport();
  const events: ResponseErrorEvent[] = [];
  let identity: Identity = start;
  let ensured = 0;
  const http = new HttpClient({
    baseUrl: API_BASE,
    scheduler,
    transport: transport.adapter,
    caller: { identity: () => identity, language: () => 'en-US' },
  });
  http.onResponseError((event) => events.push(event));
  return {
    http,
    scheduler,
    transport,
    events,
    become(next: Identity) {
      identity = next;
    },
    ensureRequestId: () => {
      ensured += 1;
      identity = { ...identity, requestId: identity.requestId ?? GUEST.requestId };
      return identity.requestId!;
    },
    /** How often `ensureRequestId` was called. */
    ensureCalls: () => ensured,
  };
}

/** Resolves with the error a promise rejects with (or fails the test if it resolves). */
export async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}
