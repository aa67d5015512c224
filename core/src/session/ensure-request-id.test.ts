import { describe, expect, it } from 'vitest';
import { ShopError } from '../shared/errors.js';
import { EnsureRequestId } from './ensure-request-id.js';
import { isGuestRequestId } from './session.js';
import { MemoryCredentialStore } from './testing/memory-credential-store.js';
import { SequentialRequestIdFactory } from './testing/sequential-request-id-factory.js';
import { CredentialsMother } from './testing/session-mother.js';

describe('given no stored request id', () => {
  it('when one is needed, then a guest id is created, stored and kept for later calls', () => {
    const store = new MemoryCredentialStore();
    const factory = new SequentialRequestIdFactory();
    const ensure = new EnsureRequestId(store, factory);

    const first = ensure.execute();
    const second = ensure.execute();

    expect(isGuestRequestId(first)).toBe(true);
    expect(store.requestId).toBe(first);
    expect(second).toBe(first);
    expect(factory.created).toBe(1);
  });

  it('when the factory makes an id that is not a guest id, then it is refused and not stored', () => {
    const store = new MemoryCredentialStore();
    const ensure = new EnsureRequestId(store, new SequentialRequestIdFactory('x'));

    expect(() => ensure.execute()).toThrow(ShopError);
    expect(store.requestId).toBeUndefined();
  });
});

describe('given a stored customer request id', () => {
  it('when one is needed, then the stored id is used and none is created', () => {
    const store = new MemoryCredentialStore(CredentialsMother.customer());
    const factory = new SequentialRequestIdFactory();

    expect(new EnsureRequestId(store, factory).execute()).toBe(CredentialsMother.customer().requestId);
    expect(factory.created).toBe(0);
  });
});

describe('given a customer request id left without its token (a session that has ended)', () => {
  it('when one is needed, then a new guest id replaces it, so no call goes out as a customer without a token', () => {
    const { requestId } = CredentialsMother.customer();
    const store = new MemoryCredentialStore({ requestId });
    const factory = new SequentialRequestIdFactory();

    const used = new EnsureRequestId(store, factory).execute();

    expect(isGuestRequestId(used)).toBe(true);
    expect(used).not.toBe(requestId);
    expect(store.requestId).toBe(used);
    expect(factory.created).toBe(1);
  });
});

describe('given a factory that makes a bare u', () => {
  it('when one is needed, then it is refused too, naming the id: a u alone identifies nobody', () => {
    const store = new MemoryCredentialStore();
    const ensure = new EnsureRequestId(store, { create: () => 'u' });
    expect(() => ensure.execute()).toThrow('a guest request id must start with "u": u');
    expect(() => ensure.execute()).toThrow(expect.objectContaining({ code: 'invalid-guest-request-id' }));
    expect(store.requestId).toBeUndefined();
  });
});
