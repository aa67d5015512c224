import { gzipSync } from 'node:zlib';

/**
 * zlib's level for pages. A customer's page is compressed for each render (a guest's once per distinct page,
 * `PageEncoder`), so this is paid per page: on a 58 kB listing
 * level 3 takes 0.15 ms for 11.0 kB and the default 6 0.51 ms for 10.0 kB (the levels above 3 search
 * lazily and cost twice as much). A CDN may recompress what it keeps, harder and once.
 */
export const PAGE_GZIP_LEVEL = 3;

/** Smaller bodies are sent as they are: the gzip header and trailer would eat most of the saving. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Whether `Accept-Encoding` allows gzip: named with a weight above 0, or by `*` when gzip is not named.
 * `identity` and the other codings do not matter here: a page is sent gzipped or as it is.
 */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  let wildcard: number | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    const allowed = Number.isFinite(weight) && weight > 0;
    if (name.trim() === 'gzip' || name.trim() === 'x-gzip') return allowed;
    if (name.trim() === '*') wildcard = allowed ? 1 : 0;
  }
  return wildcard === 1;
}

/** Where pages are written as UTF-8 before their bytes are copied out; grown to the largest page. */
let scratch = Buffer.allocUnsafeSlow(1 << 16);

/**
 * A page's UTF-8 bytes, in a buffer of their own. `Buffer.from(text)` walks a page twice (its length in
 * bytes, then the bytes) into a new allocation; writing it once into a buffer kept for the purpose and
 * copying the bytes out took a listing's 65 kB in 0.12 ms instead of 0.20 (docs/benchmarks.md). The
 * same bytes, lone surrogates replaced as `Buffer.from` replaces them.
 */
export function utf8Bytes(text: string): Buffer {
  // A UTF-16 code unit is at most three bytes of UTF-8 (a pair of them, four).
  if (scratch.length < text.length * 3) scratch = Buffer.allocUnsafeSlow(text.length * 3);
  const written = scratch.write(text, 'utf8');
  return Buffer.from(scratch.subarray(0, written));
}

/** A page's body as sent: its bytes and their coding (`''` for none). */
export interface EncodedPage {
  readonly body: Uint8Array;
  readonly coding: '' | 'gzip';
}

/**
 * Encodes a rendered page (its UTF-8 bytes) for the visitor: gzip when they accept it and the page is
 * large enough. In one call on the event loop: 0.14 ms of CPU for a listing, where handing it to libuv's
 * thread pool cost 0.32 ms in all (threads, callbacks, a stream per call) and bought no parallelism
 * while every core runs a worker of its own (docs/benchmarks.md).
 */
export function encodePage(bytes: Uint8Array, acceptEncoding: string | undefined): EncodedPage {
  if (bytes.byteLength < COMPRESS_FROM_BYTES || !acceptsGzip(acceptEncoding))
    return { body: bytes, coding: '' };
  return { body: gzipSync(bytes, { level: PAGE_GZIP_LEVEL }), coding: 'gzip' };
}

/**
 * How many compressed pages are kept by their entity tag. Guests asking for the same page within a few
 * seconds get the same bytes (their catalogue answers are shared, ADR 0013), and the tag is a hash of
 * those bytes: such a page is compressed once. 64 listings are about 0.7 MB.
 */
export const COMPRESSED_PAGES_KEPT = 64;

/**
 * `encodePage` with a memory: a page that carries an entity tag (a guest's, which a shared cache may
 * keep) and was compressed before is sent as compressed then, the newest kept first to go last. Pages
 * without a tag (a customer's) are compressed each time and never kept.
 */
export class PageEncoder {
  private readonly kept = new Map<string, Uint8Array>();

  constructor(private readonly keep = COMPRESSED_PAGES_KEPT) {}

  encode(bytes: Uint8Array, acceptEncoding: string | undefined, tag: string | null): EncodedPage {
    if (tag === null) return encodePage(bytes, acceptEncoding);
    if (bytes.byteLength < COMPRESS_FROM_BYTES || !acceptsGzip(acceptEncoding))
      return { body: bytes, coding: '' };
    let body = this.kept.get(tag);
    if (body) this.kept.delete(tag);
    else body = gzipSync(bytes, { level: PAGE_GZIP_LEVEL });
    this.kept.set(tag, body);
    if (this.kept.size > this.keep) this.kept.delete(this.kept.keys().next().value as string);
    return { body, coding: 'gzip' };
  }
}
