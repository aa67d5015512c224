/**
 * The named fields of a value, in that order: what a call sends. A core object may carry more at run
 * time than its type names (a form's other fields), and the API gets exactly the fields it takes.
 */
export function bodyOf<T, K extends keyof T>(value: T, fields: readonly K[]): Pick<T, K> {
  const body = {} as Pick<T, K>;
  for (const field of fields) body[field] = value[field];
  return body;
}
