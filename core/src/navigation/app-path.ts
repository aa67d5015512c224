/**
 * A path inside the shop: one leading slash, never `//host` or `/\host` (browsers read either as another
 * host), no backslash and no control character (browsers skip those inside a URL, so a path holding one
 * is not what it looks like).
 */
export function isAppPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    // eslint-disable-next-line no-control-regex
    !/[\\\u0000-\u001f\u007f]/.test(path)
  );
}
