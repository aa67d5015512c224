import type { Context, MiddlewareHandler } from 'hono';
import { ApiError, failure } from './errors';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const bodies = new WeakMap<Request, unknown>();

function isJsonType(contentType: string): boolean {
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}

async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const reader = request.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // A client that goes away mid-body (or sends less than its Content-Length) ends the read with an error.
    const { done, value } = await reader.read().catch(() => {
      throw new ApiError(400, { body: failure('incomplete-body') });
    });
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new ApiError(413, { body: failure('body-too-large', limit) });
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/**
 * Reads every write request's body once: 415 when a body is not declared JSON, 413 above the
 * limit (checked on `Content-Length` and while reading), 400 for bytes that are not UTF-8 JSON.
 * An empty body reads as `undefined`. Routes take the parsed value with {@link jsonBody}.
 */
export function jsonBodies(limitBytes: number): MiddlewareHandler {
  return async (c, next) => {
    if (!WRITE_METHODS.has(c.req.method)) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && Number(declared) > limitBytes) {
      throw new ApiError(413, { body: failure('body-too-large', limitBytes) });
    }
    const contentType = c.req.header('content-type');
    const bytes = await readLimited(c.req.raw, limitBytes);
    if (bytes.byteLength === 0) {
      if (contentType !== undefined && contentType !== '' && !isJsonType(contentType)) {
        throw new ApiError(415, { body: failure('not-json') });
      }
      bodies.set(c.req.raw, undefined);
      return next();
    }
    if (contentType === undefined || !isJsonType(contentType)) {
      throw new ApiError(415, { body: failure('not-json') });
    }
    let text: string;
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw new ApiError(400, { body: failure('not-utf-8') });
    }
    try {
      bodies.set(c.req.raw, JSON.parse(text));
    } catch {
      throw new ApiError(400, { body: failure('malformed-json') });
    }
    return next();
  };
}

/** The parsed JSON body of a write request (`undefined` when empty). */
export function jsonBody(c: Context): unknown {
  return bodies.get(c.req.raw);
}

/** The parsed body as an object; anything else (array, string, null, nothing) reads as `{}`. */
export function jsonObject(c: Context): Record<string, unknown> {
  const body = jsonBody(c);
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
