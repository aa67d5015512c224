import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/**
 * zlib's level for pages sent gzipped. A customer's page is compressed for each render (a guest's once
 * per distinct page, `PageEncoder`), so this is paid per page: level 3 takes about half the default 6
 * for 5 % more bytes (the levels above 3 search lazily and cost twice as much). A CDN may recompress
 * what it keeps, harder and once.
 */
export const PAGE_GZIP_LEVEL = 3;

/**
 * Brotli's quality for pages, for the browsers that accept it (all of them over HTTPS). Quality 1 takes
 * a listing's 65 kB in about half the CPU of gzip at level 3, for 4 % more bytes (12.4 kB against 11.9;
 * quality 2 costs as much as gzip for 3 % fewer): docs/benchmarks.md.
 */
export const PAGE_BROTLI_QUALITY = 1;

/** Smaller bodies are sent as they are: the coding's header and trailer would eat most of the saving. */
export const COMPRESS_FROM_BYTES = 1024;

/** How a page goes out: brotli, gzip or as it is (`''`). */
export type PageCoding = '' | 'gzip' | 'br';

/**
 * The coding a visitor's `Accept-Encoding` gets: brotli where it is accepted at least as well as gzip,
 * else gzip, else none. A coding is accepted when named with a weight above 0, or by `*` when not named
 * (`x-gzip` is gzip). `identity` and the other codings do not matter here.
 */
export function pageCoding(header: string | undefined): PageCoding {
  if (!header) return '';
  let gzip: number | undefined;
  let br: number | undefined;
  let wildcard = 0;
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.toLowerCase().split(';');
    const name = rawName.trim();
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const parsed = q === undefined ? 1 : Number(q.slice(2));
    const weight = Number.isFinite(parsed) && parsed > 0 ? parsed : 0;
    if (name === 'gzip' || name === 'x-gzip') gzip ??= weight;
    else if (name === 'br') br ??= weight;
    else if (name === '*') wildcard = weight;
  }
  const brWeight = br ?? wildcard;
  const gzipWeight = gzip ?? wildcard;
  if (brWeight > 0 && brWeight >= gzipWeight) return 'br';
  return gzipWeight > 0 ? 'gzip' : '';
}

/** A page's bytes in a coding. */
function compress(bytes: Uint8Array, coding: 'gzip' | 'br'): Uint8Array {
  if (coding === 'gzip') return gzipSync(bytes, { level: PAGE_GZIP_LEVEL });
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
    },
  });
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
  readonly coding: PageCoding;
}

/**
 * Encodes a rendered page (its UTF-8 bytes) for the visitor: brotli or gzip as they accept it
 * (`pageCoding`), when the page is large enough. In one call on the event loop: handing gzip to
 * libuv's thread pool cost twice the CPU in all (threads, callbacks, a stream per call) and bought no
 * parallelism while every core runs a worker of its own (docs/benchmarks.md).
 */
export function encodePage(bytes: Uint8Array, acceptEncoding: string | undefined): EncodedPage {
  const coding = codingOf(bytes, acceptEncoding);
  return coding === '' ? { body: bytes, coding } : { body: compress(bytes, coding), coding };
}

/** The coding a page goes out in: none when it is small, else as the visitor accepts (`pageCoding`). */
function codingOf(bytes: Uint8Array, acceptEncoding: string | undefined): PageCoding {
  return bytes.byteLength < COMPRESS_FROM_BYTES ? '' : pageCoding(acceptEncoding);
}

/**
 * How many compressed pages are kept by their entity tag and coding. Guests asking for the same page
 * within a few seconds get the same bytes (their catalogue answers are shared, ADR 0013), and the tag
 * is a hash of those bytes: such a page is compressed once per coding. 64 listings are about 0.7 MB.
 */
export const COMPRESSED_PAGES_KEPT = 64;

/**
 * `encodePage` with a memory: a page that carries an entity tag (a guest's, which a shared cache may
 * keep) and was compressed in the same coding before is sent as compressed then, the newest kept first
 * to go last. Pages without a tag (a customer's) are compressed each time and never kept.
 */
export class PageEncoder {
  private readonly kept = new Map<string, Uint8Array>();

  constructor(private readonly keep = COMPRESSED_PAGES_KEPT) {}

  encode(bytes: Uint8Array, acceptEncoding: string | undefined, tag: string | null): EncodedPage {
    const coding = codingOf(bytes, acceptEncoding);
    if (coding === '') return { body: bytes, coding };
    if (tag === null) return { body: compress(bytes, coding), coding };
    const key = `${coding} ${tag}`;
    let body = this.kept.get(key);
    if (body) this.kept.delete(key);
    else body = compress(bytes, coding);
    this.kept.set(key, body);
    if (this.kept.size > this.keep) this.kept.delete(this.kept.keys().next().value as string);
    return { body, coding };
  }
}
