import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { bodyLimitBytes: 1024 } });
});
afterAll(() => server.close());

describe('given any request the API does not know', () => {
  it('when the path is unknown, then it answers 404 JSON', async () => {
    const res = await server.request('GET', '/api/v1/nothing/here/');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body).toEqual({ errors: { path: 'not found' }, codes: { path: 'not-found' } });
  });

  it('when a path lacks its trailing slash, then it is not found', async () => {
    const res = await server.request('GET', '/api/v1/cart', {
      uuid: 'u3f1c2a4e-6a1b-4c2d-9e3f-0a1b2c3d4e5f',
    });
    expect(res.status).toBe(404);
  });
});

describe('given a write with a broken body', () => {
  it('when the JSON is malformed, then 400 with errors.body', async () => {
    const res = await server.request('POST', '/api/v1/auth/login/', {
      rawBody: '{"email": ',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: { body: 'malformed JSON' }, codes: { body: 'malformed-json' } });
  });

  it('when the bytes are not UTF-8, then 400', async () => {
    const res = await server.request('POST', '/api/v1/auth/login/', {
      rawBody: new Uint8Array([0x7b, 0xff, 0xfe, 0x7d]),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toBeDefined();
  });

  it('when the body is not JSON, then 415', async () => {
    const res = await server.request('POST', '/api/v1/auth/login/', {
      rawBody: 'email=a@b.at',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(415);
    expect(res.body.errors).toEqual({ body: 'Content-Type must be application/json' });
  });

  it('when the body is larger than the limit, then 413', async () => {
    const res = await server.request('POST', '/api/v1/auth/login/', { body: { email: 'x'.repeat(2000) } });
    expect(res.status).toBe(413);
    expect(res.body.errors).toHaveProperty('body');
  });

  it('when the body is JSON but not an object, then 422 per field', async () => {
    const res = await server.request('POST', '/api/v1/auth/login/', { body: [1, 2] });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      errors: { email: 'required', password: 'required' },
      codes: { email: 'required', password: 'required' },
    });
  });
});

describe('given a browser on another origin', () => {
  const preflight = (origin: string) =>
    server.request('OPTIONS', '/api/v1/cart/', {
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'uuid',
      },
    });

  it('when it is the storefront, then the preflight allows credentials and the custom headers', async () => {
    for (const origin of ['http://127.0.0.1:3000', 'http://localhost:3000']) {
      const res = await preflight(origin);
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBe('true');
      const allowed = res.headers.get('access-control-allow-headers')!.toLowerCase();
      for (const header of ['uuid', 'x-client', 'authorization', 'content-type', 'accept-language']) {
        expect(allowed).toContain(header);
      }
    }
  });

  it('when it is a stranger, then no CORS header allows it', async () => {
    const res = await preflight('https://evil.example');
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const get = await server.request('GET', '/api/v1/user/', { headers: { Origin: 'https://evil.example' } });
    expect(get.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('when the storefront gets an error, then the answer still carries its CORS headers', async () => {
    const res = await server.request('GET', '/api/v1/user/', {
      headers: { Origin: 'http://localhost:3000' },
    });
    expect(res.status).toBe(403);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('vary')).toContain('Origin');
  });
});
