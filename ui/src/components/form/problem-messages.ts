import { type FieldFailure, FORM_ERROR_CODES, isErrorCode, LIMITED_ERROR_CODES } from '@fanshop/core/shared';
import type { MessageRef } from './message-ref';

/** The codes the forms have words for, in the locale files under `forms.codes.<code>`. */
const WORDED: ReadonlySet<string> = new Set(FORM_ERROR_CODES);
const LIMITED: ReadonlySet<string> = new Set(LIMITED_ERROR_CODES);

/** A problem by its code: one of core's rules' (with `max` or `min`), or the API's (with `limit`). */
export interface CodedProblem {
  readonly code: string;
  readonly max?: number;
  readonly min?: number;
  readonly limit?: number;
}

/**
 * The shopper's words for a problem, from the locale files by its code, with the number it broke; none
 * for a code the forms have no words for, or for one that needs a number that did not come.
 */
export function problemMessage(problem: CodedProblem): MessageRef | undefined {
  const { code } = problem;
  if (!isErrorCode(code) || !WORDED.has(code)) return undefined;
  const key = `forms.codes.${code}`;
  if (!LIMITED.has(code)) return { key };
  const count = problem.limit ?? problem.max ?? problem.min;
  return count === undefined ? undefined : { key, values: { count } };
}

/** The messages of the fields that have a problem. */
export function problemMessages<F extends string>(
  problems: Partial<Record<F, CodedProblem | undefined>>,
): Partial<Record<F, MessageRef>> {
  const messages: Partial<Record<F, MessageRef>> = {};
  for (const [field, problem] of Object.entries(problems) as [F, CodedProblem | undefined][]) {
    const message = problem && problemMessage(problem);
    if (message) messages[field] = message;
  }
  return messages;
}

/**
 * The shopper's words for a field's failure in the API's answer: by its code from the locale files (so
 * German pages stay German, whatever the API's words); a failure without a code the forms know keeps
 * the API's message as it wrote it.
 */
export function serverFailureMessage(failure: FieldFailure): MessageRef | undefined {
  const { code, limit } = failure;
  const worded = code === undefined ? undefined : problemMessage({ code, limit });
  if (worded) return worded;
  return failure.message === undefined ? undefined : { text: failure.message };
}
