/** The value, or an internal error naming what was missing: for states the code has just made sure of. */
export function must<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`internal: ${what} missing`);
  return value;
}
