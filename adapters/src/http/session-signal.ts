import type { SessionSignal } from '@fanshop/core/session';
import type { ResponseErrorEvent } from './http-client.js';
import { SessionRequiredError } from './http-errors.js';

/**
 * What a failed call tells the core's invalid-token rule (spec section 8). A call refused before
 * sending is judged by the identity it was refused with, which the client judged by the same rule
 * (`isGuestWithoutToken`), so a refused call always takes the logout-and-home path; any other
 * failure is judged by its answer (403 invalid token, 401 no uuid header, 422 invalid uuid).
 */
export function sessionSignalOf({ error, identity }: ResponseErrorEvent): SessionSignal {
  return error instanceof SessionRequiredError
    ? { type: 'token-required', credentials: identity }
    : { type: 'response-error', error };
}
