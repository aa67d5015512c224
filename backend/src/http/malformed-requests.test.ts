/**
 * Requests broken below the JSON level: a Host header no URL can be made of, a request line or
 * Content-Length the HTTP parser refuses, headers too large, a body that ends early. The API still
 * answers `{ "errors": … }` as JSON (found by the bad-input properties, issue 8).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApi } from '../app';
import { migrate, openDatabase, type Database } from '../db/database';
import { createServices } from '../services';
import { FakeCatalogue } from '../testing/fake-catalogue';
import { expectErrorAnswer } from '../testing/error-answer';
import { TEST_CONFIG } from '../testing/test-server';
import { serveJson } from './node-server';

let server: Server;
let port: number;
let db: Database;
let dir: string;
let app: ReturnType<typeof createApi>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'fanshop-malformed-'));
  db = openDatabase(join(dir, 'shop.db'));
  migrate(db);
  app = createApi({ services: createServices({ db, catalogue: new FakeCatalogue(), config: TEST_CONFIG }) });
  await new Promise<void>((resolve) => {
    server = serveJson({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
      port = info.port;
      resolve();
    });
  });
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Sends raw bytes and reads the whole answer; the status, content type and body. */
function raw(request: string): Promise<{ status: number; type: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    let out = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (out += chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = out.split('\r\n\r\n');
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1]),
        type: /\r\ncontent-type: ([^\r]+)/i.exec(head)?.[1] ?? '',
        body,
      });
    });
  });
}

describe('given requests the HTTP layer cannot take', () => {
  it.each([
    ['an unusable Host header', 'GET /api/v1/cart/ HTTP/1.1\r\nHost: [\r\nConnection: close\r\n\r\n', 400],
    [
      'no Host header on HTTP/1.1 (the app answers: no uuid header)',
      'GET /api/v1/cart/ HTTP/1.1\r\nConnection: close\r\n\r\n',
      401,
    ],
    ['a request target that is no path', 'GET * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 400],
    [
      'a Content-Length that is no number',
      'POST /api/v1/auth/login/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: abc\r\n\r\n{}',
      400,
    ],
    ['a broken request line', 'GET /api/v1/cart/ HTTP/9\r\n\r\n', 400],
    ['headers too large', `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('when it gets %s, then it answers JSON with an errors object', async (_name, request, status) => {
    const res = await raw(request);
    expect(res.status).toBe(status);
    expect(res.type).toMatch(/^application\/json/);
    const body = JSON.parse(res.body) as { errors: Record<string, string> };
    expect(Object.values(body.errors).every((m) => typeof m === 'string')).toBe(true);
    expectErrorAnswer(body);
  });

  it('when a body ends before it is complete, then the answer is 400 errors.body, not an internal error', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"email":'));
      },
      pull(controller) {
        controller.error(new Error('aborted'));
      },
    });
    const res = await app.request('/api/v1/auth/login/', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      errors: { body: 'request body incomplete' },
      codes: { body: 'incomplete-body' },
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('when a request is well-formed, then the app answers it as ever', async () => {
    const res = await raw('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toHaveProperty('data.name');
  });
});
