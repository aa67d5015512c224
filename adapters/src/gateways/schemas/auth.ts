import * as z from 'zod/mini';
import type { AuthAnswer } from '@fanshop/core/session';
import { ResponseParseError } from '@fanshop/core/shared';

/** A credential of the answer: a string that is not blank, or the session could not be stored. */
const credential = z.string().check(z.regex(/\S/, 'not blank'));

/** The login and registration answer (spec section 3): token, uuid and hash. */
export const authAnswer = z.object({ token: credential, uuid: credential, hash: credential });

/**
 * Reads a login or registration answer body: all three credentials must be non-empty strings,
 * otherwise a `ResponseParseError` names the first that is missing. Accepts the answer itself or one
 * nested under `data` / `data.data`.
 */
export function readAuthAnswer(body: unknown): AuthAnswer {
  const read = z.safeParse(authAnswer, unwrapData(body));
  if (read.success) return read.data;
  throw new ResponseParseError(String(read.error.issues[0]?.path[0] ?? 'token'));
}

function unwrapData(body: unknown): unknown {
  let current = body;
  // The answer's envelope is not shown by the spec; peel at most two `data` levels.
  for (let depth = 0; depth < 2; depth++) {
    if (isRecord(current) && !z.safeParse(credential, current.token).success && isRecord(current.data)) {
      current = current.data;
    }
  }
  return current;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
