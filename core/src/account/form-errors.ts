import { fieldErrors, fieldFailures, type FieldFailure } from '../shared/errors.js';

/** Keeps the entries of the fields a form shows. */
function ofFields<F extends string, T>(all: Record<string, T>, fields: readonly F[]): Partial<Record<F, T>> {
  const result: Partial<Record<F, T>> = {};
  for (const field of fields) {
    const value = all[field];
    if (value !== undefined) result[field] = value;
  }
  return result;
}

/**
 * The server's validation messages for the fields a form shows (spec section 5: read from the
 * `errors` object of the error response, shown per field). Messages for other fields are left out;
 * a form shows those, if at all, through its general error.
 */
export function formErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  return ofFields(fieldErrors(error), fields);
}

/**
 * The server's failures for the fields a form shows, each with its stable code (and limit) beside the
 * message, so a form words them from its own texts.
 */
export function formFailures<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, FieldFailure>> {
  return ofFields(fieldFailures(error), fields);
}

/**
 * The failures of a login form. A login refused for its credentials is the password's to fix: the
 * address is usually right, the password is what the shopper types again, so the message and the
 * invalid mark go there, whichever field the API named. Everything else stays where the API put it.
 */
export function loginFormFailures(error: unknown): Partial<Record<'email' | 'password', FieldFailure>> {
  const failures = formFailures(error, ['email', 'password'] as const);
  const refused = [failures.email, failures.password].find((f) => f?.code === 'invalid-credentials');
  if (!refused) return failures;
  const { email, password } = failures;
  return {
    ...(email && email !== refused ? { email } : {}),
    password: password && password !== refused ? password : refused,
  };
}
