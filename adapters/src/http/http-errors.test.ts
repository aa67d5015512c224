import { describe, expect, it } from 'vitest';
import { HttpError, NetworkError, SessionRequiredError } from './http-errors.js';

// Logs and error reports show only the name and the message: they must say which call failed and how.
describe('HTTP errors as logs show them', () => {
  it('given a failed answer, then it names the method in capitals, the URL and the status', () => {
    const error = new HttpError(503, null, 'get', '/api/v1/cart/');
    expect(error.name).toBe('HttpError');
    expect(error.message).toBe('GET /api/v1/cart/ failed with status 503');
  });

  it('given no answer, then it says whether the call timed out or could not reach the shop', () => {
    const timeout = new NetworkError('timeout', 'post', '/api/v1/cart/');
    const network = new NetworkError('network', 'delete', '/api/v1/cart/hash/abc/');
    expect([timeout.name, network.name]).toEqual(['NetworkError', 'NetworkError']);
    expect(timeout.message).toBe('POST /api/v1/cart/ timed out');
    expect(network.message).toBe('DELETE /api/v1/cart/hash/abc/ could not reach the shop');
  });

  it('given a call refused for want of a token, then it is a 403 named as such', () => {
    const error = new SessionRequiredError('get', '/api/v1/user/');
    expect(error).toBeInstanceOf(HttpError);
    expect(error.name).toBe('SessionRequiredError');
    expect(error.message).toBe('GET /api/v1/user/ failed with status 403');
  });
});
