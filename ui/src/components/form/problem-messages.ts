import type { MessageRef } from './server-messages';

/** A problem one of core's field rules finds: its code, and the limit it broke. */
export interface FieldProblem {
  readonly code: string;
  readonly max?: number;
  readonly min?: number;
}

/**
 * The shopper's words for a problem core's rules found before anything was sent (the words the API's
 * answer for the same problem gets), or `undefined` for a code the form never meets.
 */
export function problemMessage(problem: FieldProblem): MessageRef | undefined {
  switch (problem.code) {
    case 'required':
      return { key: 'forms.required' };
    case 'too-long':
      return { key: 'forms.server.maxLength', values: { count: problem.max ?? 0 } };
    case 'too-short':
      return { key: 'forms.server.minLength', values: { count: problem.min ?? 0 } };
    case 'invalid-characters':
      return { key: 'forms.server.invalidCharacters' };
    case 'postal-code':
      return { key: 'forms.server.postal' };
    case 'postal-code-austria':
      return { key: 'forms.server.postalAustria' };
    case 'password-mismatch':
      return { key: 'forms.passwordMismatch' };
    default:
      return undefined;
  }
}

/** The messages of the fields that have a problem. */
export function problemMessages<F extends string>(
  problems: Partial<Record<F, FieldProblem | undefined>>,
): Partial<Record<F, MessageRef>> {
  const messages: Partial<Record<F, MessageRef>> = {};
  for (const [field, problem] of Object.entries(problems) as [F, FieldProblem | undefined][]) {
    const message = problem && problemMessage(problem);
    if (message) messages[field] = message;
  }
  return messages;
}
