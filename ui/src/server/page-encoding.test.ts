import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { COMPRESS_FROM_BYTES, acceptsGzip, encodePage } from './page-encoding';

describe('acceptsGzip', () => {
  it.each([
    ['gzip', true],
    ['gzip, deflate, br', true],
    ['br;q=1.0, GZIP;q=0.5', true],
    ['x-gzip', true],
    ['*', true],
    ['deflate, *;q=0.1', true],
    [undefined, false],
    ['', false],
    ['identity', false],
    ['br, deflate', false],
    ['gzip;q=0', false],
    ['gzip;q=0.000, *', false],
    ['*;q=0', false],
    ['gzip;q=nonsense', false],
  ])('Accept-Encoding %j: %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});

describe('encodePage', () => {
  const page = Buffer.from(`<!doctype html><p>${'Österreich '.repeat(200)}</p>`, 'utf8');

  it('when gzip is accepted, then the page is gzipped and unpacks to the same bytes', () => {
    const encoded = encodePage(page, 'gzip, br');
    expect(encoded.coding).toBe('gzip');
    expect(encoded.body.byteLength).toBeLessThan(page.byteLength);
    expect(gunzipSync(encoded.body).equals(page)).toBe(true);
  });

  it('when gzip is not accepted, then the page is sent as it is', () => {
    const encoded = encodePage(page, 'br');
    expect(encoded).toEqual({ body: page, coding: '' });
  });

  it('when the page is small, then it is sent as it is even to a visitor who accepts gzip', () => {
    const small = Buffer.alloc(COMPRESS_FROM_BYTES - 1, 'a');
    expect(encodePage(small, 'gzip').coding).toBe('');
  });
});
