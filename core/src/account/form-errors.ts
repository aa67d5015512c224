import { fieldErrors } from '../shared/errors.js';

/**
 * The server's validation messages for the fields a form shows (spec section 5: read from the
 * `errors` object of the error response, shown per field). Messages for other fields are left out;
 * a form shows those, if at all, through its general error.
 */
export function formErrors<F extends string>(
  error: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const all = fieldErrors(error);
  const result: Partial<Record<F, string>> = {};
  for (const field of fields) {
    const message = all[field];
    if (message !== undefined) result[field] = message;
  }
  return result;
}
