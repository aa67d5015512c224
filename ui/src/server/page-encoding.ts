import { gzip } from 'node:zlib';
import { promisify } from 'node:util';

const gzipAsync = promisify(gzip);

/** Smaller bodies are sent as they are: the gzip header and a round trip to the thread pool cost more. */
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

/** A page's body as sent: its bytes and their coding (`''` for none). */
export interface EncodedPage {
  readonly body: Uint8Array;
  readonly coding: '' | 'gzip';
}

/**
 * Encodes a rendered page (its UTF-8 bytes) for the visitor: gzip when they accept it and the page is large enough.
 * Compression runs on libuv's thread pool, so the event loop keeps rendering meanwhile; the page is
 * encoded once, as a buffer, instead of through a web stream per response (docs/ui.md).
 */
export async function encodePage(
  bytes: Uint8Array,
  acceptEncoding: string | undefined,
): Promise<EncodedPage> {
  if (bytes.byteLength < COMPRESS_FROM_BYTES || !acceptsGzip(acceptEncoding))
    return { body: bytes, coding: '' };
  return { body: await gzipAsync(bytes), coding: 'gzip' };
}
