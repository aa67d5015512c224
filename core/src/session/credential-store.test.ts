import { describe, expect, it } from 'vitest';
import { hasStoredIdentity } from './credential-store.js';

function store(token?: string, requestId?: string) {
  return { getToken: () => token, getRequestId: () => requestId };
}

describe('given what a visitor has stored', () => {
  it('a first visit (no token, no request id) has no identity, so no cart or wishlist to load', () => {
    expect(hasStoredIdentity(store())).toBe(false);
    expect(hasStoredIdentity(store('', ''))).toBe(false);
  });

  it('a guest with a request id or a customer with a token has one', () => {
    expect(hasStoredIdentity(store(undefined, 'u-123'))).toBe(true);
    expect(hasStoredIdentity(store('token'))).toBe(true);
  });
});
