import { PageNotFoundError } from '../navigation/page-not-found-error.js';
import { isApiFailure } from '../shared/errors.js';

/**
 * Runs a page load and turns "nothing there" into the fatal 404 of spec section 8, whether the
 * gateway answers `null` or lets the API's 404 through. Other failures pass unchanged.
 */
export async function requireFound<T>(path: string, load: () => Promise<T | null>): Promise<T> {
  let found: T | null;
  try {
    found = await load();
  } catch (error) {
    if (isApiFailure(error) && error.status === 404) throw new PageNotFoundError(path);
    throw error;
  }
  if (found === null) throw new PageNotFoundError(path);
  return found;
}
