import { HttpError } from '../http/http-errors.js';

/** Runs a page lookup; an API 404 means "no such page" and reads as `null` (the core's ports say so). */
export async function nullIfNotFound<T>(load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}
