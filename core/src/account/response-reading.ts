/**
 * Lenient readers of API answer fields, shared by the account readers. The API's optional text
 * fields may come as `null`; the shop shows them as empty, so they read as `''`.
 */

/** True for a plain object (not `null`, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A string field, or `''` when missing or not text; numbers are kept as their digits. */
export function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** A flag the API may send as a boolean, 0/1 or '0'/'1'. */
export function flagOf(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}

/** An integer, from a number or a string of digits; `undefined` otherwise. */
export function integerOf(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : undefined;
}
