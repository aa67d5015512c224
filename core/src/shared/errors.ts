import { type ErrorCode, isErrorCode } from './error-codes.js';

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
 * One part of an API error body by field (`errors`, `codes` or `limits`), each field's value as sent or
 * the first of a list; anything unreadable yields `{}`.
 */
function answerPart(error: unknown, part: 'errors' | 'codes' | 'limits'): Record<string, unknown> {
  const data = isApiFailure(error) ? error.data : error;
  if (typeof data !== 'object' || data === null) return {};
  const values = (data as Record<string, unknown>)[part];
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return {};
  const result: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(values))
    result[field] = Array.isArray(value) ? value[0] : value;
  return result;
}

/**
 * The per-field messages of an API error body `{ errors: { field: message } }`.
 * A field given as a list of messages yields its first; anything unreadable yields `{}`.
 */
export function fieldErrors(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [field, message] of Object.entries(answerPart(error, 'errors'))) {
    if (typeof message === 'string') result[field] = message;
  }
  return result;
}

/**
 * The stable codes of an API error body by field (`codes`, docs/api.md "Error codes"): what a client
 * decides by. Codes this client does not know (a newer API's) are left out.
 */
export function fieldErrorCodes(error: unknown): Record<string, ErrorCode> {
  const result: Record<string, ErrorCode> = {};
  for (const [field, code] of Object.entries(answerPart(error, 'codes'))) {
    if (isErrorCode(code)) result[field] = code;
  }
  return result;
}

/** One field's failure in an API error answer. */
export interface FieldFailure {
  /** The message as the API wrote it: for logs, and shown only when nothing else says it. */
  readonly message?: string;
  /** The stable code to decide by and to word the failure from, when the API sent one this client knows. */
  readonly code?: ErrorCode;
  /** The length, size or count the value broke, for the codes that have one (`LIMITED_ERROR_CODES`). */
  readonly limit?: number;
}

/** Every field's failure of an API error body `{ errors, codes, limits }`; a field named in either counts. */
export function fieldFailures(error: unknown): Record<string, FieldFailure> {
  const messages = fieldErrors(error);
  const codes = fieldErrorCodes(error);
  const limits = answerPart(error, 'limits');
  const result: Record<string, FieldFailure> = {};
  for (const field of new Set([...Object.keys(messages), ...Object.keys(codes)])) {
    const limit = limits[field];
    result[field] = {
      ...(messages[field] !== undefined ? { message: messages[field] } : {}),
      ...(codes[field] !== undefined ? { code: codes[field] } : {}),
      ...(typeof limit === 'number' && Number.isFinite(limit) ? { limit } : {}),
    };
  }
  return result;
}

/** One field's failure as an error answer carries it: the code, the words, and the number it comes with. */
export interface AnsweredFailure {
  readonly code: ErrorCode;
  readonly message: string;
  readonly limit?: number;
}

/** The body of an API error answer (docs/api.md, "Error codes"), each part by field. */
export interface ErrorAnswerBody {
  readonly errors: Record<string, string>;
  readonly codes: Record<string, ErrorCode>;
  /** Only when a code comes with a number. */
  readonly limits?: Record<string, number>;
}

/**
 * Writes an error answer's body, the shape `fieldFailures` reads: the API answers with it, and a client
 * that refuses a call before sending it answers as the API would.
 */
export function errorAnswerBody(failures: Readonly<Record<string, AnsweredFailure>>): ErrorAnswerBody {
  const errors: Record<string, string> = {};
  const codes: Record<string, ErrorCode> = {};
  const limits: Record<string, number> = {};
  for (const [field, { code, message, limit }] of Object.entries(failures)) {
    errors[field] = message;
    codes[field] = code;
    if (limit !== undefined) limits[field] = limit;
  }
  return Object.keys(limits).length > 0 ? { errors, codes, limits } : { errors, codes };
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
