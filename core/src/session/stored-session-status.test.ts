import { describe, expect, it } from 'vitest';
import { StoredSessionStatus } from './stored-session-status.js';
import { MemoryCredentialStore } from './testing/memory-credential-store.js';
import { CredentialsMother } from './testing/session-mother.js';

describe('given the stored credentials', () => {
  it('when they change, then the guest status follows them', () => {
    const store = new MemoryCredentialStore(CredentialsMother.guest());
    const status = new StoredSessionStatus(store);
    expect(status.isGuest()).toBe(true);

    store.setToken('t');
    store.setRequestId('6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f');
    expect(status.isGuest()).toBe(false);

    store.clearToken();
    expect(status.isGuest()).toBe(true);
  });
});
