import * as z from 'zod/mini';
import { ResponseParseError } from '@fanshop/core/shared';

/**
 * Parses an API answer with a zod schema. An answer that does not fit raises the core's
 * `ResponseParseError` ('failed to parse the server response: <field>') naming the first field that
 * broke it, so a drifted API fails at this boundary with a message that says where.
 *
 * `what` is the path of `value` in the answer as the spec writes it: the body is `data` (the spec's
 * `data.data` is the body's `data` field), so `parse(cartAnswer, body, 'data')` reports
 * `data.data.products[0].prices.vk`.
 */
export function parse<S extends z.core.$ZodType>(schema: S, value: unknown, what: string): z.output<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new ResponseParseError(fieldPath(what, issue?.path ?? []));
}

/** `data` + `['products', 0, 'name']` → `data.products[0].name`; odd keys in brackets (`data['search-limited']`). */
export function fieldPath(root: string, path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    const name = String(key);
    return /^[A-Za-z_$][\w$]*$/.test(name) ? `${text}.${name}` : `${text}[${JSON.stringify(name)}]`;
  }, root);
}
