/**
 * A failed call to the shop API as the core sees it: the HTTP status and the parsed body.
 * Adapters raise errors that satisfy this shape; the core never needs to know the transport.
 */
export interface ApiFailure {
  readonly status: number;
  readonly data: unknown;
}

/** True when `error` carries an HTTP status and body from the API. */
export function isApiFailure(error: unknown): error is ApiFailure {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { status?: unknown }).status === 'number' &&
    'data' in error
  );
}

/**
 * The per-field messages of an API error body `{ errors: { field: message } }`.
 * A field given as a list of messages yields its first; anything unreadable yields `{}`.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const data = isApiFailure(error) ? error.data : error;
  if (typeof data !== 'object' || data === null) return {};
  const errors = (data as { errors?: unknown }).errors;
  if (typeof errors !== 'object' || errors === null || Array.isArray(errors)) return {};
  const result: Record<string, string> = {};
  for (const [field, value] of Object.entries(errors)) {
    const message = Array.isArray(value) ? value[0] : value;
    if (typeof message === 'string') result[field] = message;
  }
  return result;
}

/** An error raised by a rule of the core, with a stable code for the UI to translate. */
export class ShopError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ShopError';
  }
}

/** Raised when an API answer does not have the shape the shop relies on. */
export class ResponseParseError extends ShopError {
  constructor(readonly field: string) {
    super('parse', `failed to parse the server response: ${field}`);
    this.name = 'ResponseParseError';
  }
}
