import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address.js';

describe('given a request’s client address', () => {
  it('when no proxy is trusted, then the peer counts, whatever the header says', () => {
    expect(clientAddressOf('203.0.113.9', '10.0.0.2', false)).toBe('10.0.0.2');
  });
  it('when the proxy is trusted, then its first forwarded entry counts', () => {
    expect(clientAddressOf(' 203.0.113.9 , 10.0.0.1', '10.0.0.2', true)).toBe('203.0.113.9');
    expect(clientAddressOf('', '10.0.0.2', true)).toBe('10.0.0.2');
  });
  it('when nothing is known, then it is one "unknown" client', () => {
    expect(clientAddressOf(undefined, undefined, true)).toBe('unknown');
    expect(clientAddressOf(undefined, '', false)).toBe('unknown');
  });
});
