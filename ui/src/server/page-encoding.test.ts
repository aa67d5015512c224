import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { COMPRESS_FROM_BYTES, PageEncoder, encodePage, pageCoding, utf8Bytes } from './page-encoding';

describe('utf8Bytes', () => {
  it('gives the bytes Buffer.from gives, for any text (lone surrogates, pairs, pages larger than before)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.string({ unit: 'binary', minLength: 30_000, maxLength: 40_000 }),
        ),
        (text) => {
          expect(utf8Bytes(text).equals(Buffer.from(text, 'utf8'))).toBe(true);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('gives each page bytes of its own, which the next page does not change', () => {
    const first = utf8Bytes('<p>Trikot – €89,95</p>');
    const second = utf8Bytes('<p>Schal</p>');
    expect(first.toString('utf8')).toBe('<p>Trikot – €89,95</p>');
    expect(second.toString('utf8')).toBe('<p>Schal</p>');
  });
});

describe('pageCoding', () => {
  it.each([
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br;q=1.0, GZIP;q=0.5', 'br'],
    ['gzip;q=1.0, br;q=0.5', 'gzip'],
    ['gzip;q=0.5, br;q=0.5', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['*', 'br'],
    ['gzip, *;q=0', 'gzip'],
    ['deflate, *;q=0.1', 'br'],
    [undefined, ''],
    ['', ''],
    ['identity', ''],
    ['br, deflate', 'br'],
    ['deflate', ''],
    ['gzip;q=0', ''],
    ['gzip;q=0.000, *', 'br'],
    ['br;q=0, gzip;q=0, *', ''],
    ['*;q=0', ''],
    ['gzip;q=nonsense', ''],
  ])('Accept-Encoding %j: %j', (header, expected) => {
    expect(pageCoding(header)).toBe(expected);
  });
});

describe('encodePage', () => {
  const page = Buffer.from(`<!doctype html><p>${'Österreich '.repeat(200)}</p>`, 'utf8');

  it('when brotli is accepted, then the page is sent in brotli and unpacks to the same bytes', () => {
    const encoded = encodePage(page, 'gzip, br');
    expect(encoded.coding).toBe('br');
    expect(encoded.body.byteLength).toBeLessThan(page.byteLength);
    expect(brotliDecompressSync(encoded.body).equals(page)).toBe(true);
  });

  it('when gzip alone is accepted, then the page is gzipped and unpacks to the same bytes', () => {
    const encoded = encodePage(page, 'gzip, deflate');
    expect(encoded.coding).toBe('gzip');
    expect(encoded.body.byteLength).toBeLessThan(page.byteLength);
    expect(gunzipSync(encoded.body).equals(page)).toBe(true);
  });

  it('when neither is accepted, then the page is sent as it is', () => {
    const encoded = encodePage(page, 'deflate');
    expect(encoded).toEqual({ body: page, coding: '' });
  });

  it('when the page is small, then it is sent as it is even to a visitor who accepts both', () => {
    const small = Buffer.alloc(COMPRESS_FROM_BYTES - 1, 'a');
    expect(encodePage(small, 'gzip, br').coding).toBe('');
  });
});

describe('PageEncoder', () => {
  const page = (n: number) => Buffer.from(`<!doctype html><p>${`page ${n} `.repeat(300)}</p>`, 'utf8');

  it('given the same tagged page again, then it is compressed once and sent as before', () => {
    const encoder = new PageEncoder();
    const first = encoder.encode(page(1), 'gzip', '"t1"');
    const again = encoder.encode(page(1), 'gzip', '"t1"');
    expect(again.body).toBe(first.body);
    expect(gunzipSync(again.body).equals(page(1))).toBe(true);
  });

  it('given another tag, or a page without one, then it is compressed anew', () => {
    const encoder = new PageEncoder();
    const tagged = encoder.encode(page(1), 'gzip', '"t1"');
    expect(encoder.encode(page(2), 'gzip', '"t2"').body).not.toBe(tagged.body);
    const customer = encoder.encode(page(3), 'gzip', null);
    expect(encoder.encode(page(3), 'gzip', null).body).not.toBe(customer.body);
    expect(gunzipSync(customer.body).equals(page(3))).toBe(true);
  });

  it('keeps at most its bound, the least recently sent leaving first', () => {
    const encoder = new PageEncoder(2);
    const one = encoder.encode(page(1), 'gzip', '"1"');
    const two = encoder.encode(page(2), 'gzip', '"2"');
    encoder.encode(page(1), 'gzip', '"1"');
    encoder.encode(page(3), 'gzip', '"3"');
    expect(encoder.encode(page(1), 'gzip', '"1"').body).toBe(one.body);
    expect(encoder.encode(page(2), 'gzip', '"2"').body).not.toBe(two.body);
  });

  it('keeps a page once per coding: a brotli visitor after a gzip one gets brotli, each kept', () => {
    const encoder = new PageEncoder();
    const gzip = encoder.encode(page(1), 'gzip', '"t1"');
    const br = encoder.encode(page(1), 'gzip, br', '"t1"');
    expect(br.coding).toBe('br');
    expect(brotliDecompressSync(br.body).equals(page(1))).toBe(true);
    expect(encoder.encode(page(1), 'br', '"t1"').body).toBe(br.body);
    expect(encoder.encode(page(1), 'gzip', '"t1"').body).toBe(gzip.body);
  });

  it('sends a tagged page as it is to a visitor without gzip or brotli, or when it is small', () => {
    const encoder = new PageEncoder();
    expect(encoder.encode(page(1), 'deflate', '"t1"')).toEqual({ body: page(1), coding: '' });
    const small = Buffer.alloc(COMPRESS_FROM_BYTES - 1, 'a');
    expect(encoder.encode(small, 'gzip', '"s"').coding).toBe('');
  });
});
