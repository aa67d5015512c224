import { expect } from 'vitest';
import { isErrorCode, LIMITED_ERROR_CODES } from '@fanshop/core/shared';

const LIMITED: readonly string[] = LIMITED_ERROR_CODES;

/**
 * What every error answer is (docs/api.md, "Error codes"): a message per field in `errors`, a code of
 * core's vocabulary for exactly those fields in `codes`, and numbers in `limits` only for codes that
 * come with one.
 */
export function expectErrorAnswer(body: unknown): void {
  const { errors, codes, limits } = body as { errors?: unknown; codes?: unknown; limits?: unknown };
  expect(typeof errors).toBe('object');
  expect(errors).not.toBeNull();
  expect(Array.isArray(errors)).toBe(false);
  expect(Object.keys(errors as object).length).toBeGreaterThan(0);
  for (const message of Object.values(errors as object)) expect(typeof message).toBe('string');
  expect(Object.keys((codes ?? {}) as object).sort()).toEqual(Object.keys(errors as object).sort());
  for (const code of Object.values(codes as object)) expect(isErrorCode(code), String(code)).toBe(true);
  for (const [field, limit] of Object.entries((limits ?? {}) as object)) {
    expect(typeof limit).toBe('number');
    expect(LIMITED).toContain((codes as Record<string, string>)[field]);
  }
}
