/**
 * Small string helpers for in-app URLs (path, query, hash). The core has no `URL` global, and the
 * shop only needs to split and rejoin, never to resolve relative references.
 */

/** An in-app URL split into its path, its query (with `?`, or empty) and its hash (with `#`, or empty). */
export interface UrlParts {
  readonly path: string;
  readonly query: string;
  readonly hash: string;
}

/** Splits at the first `#`, then at the first `?` before it, as browsers do. */
export function splitUrl(url: string): UrlParts {
  const hashAt = url.indexOf('#');
  const beforeHash = hashAt < 0 ? url : url.slice(0, hashAt);
  const hash = hashAt < 0 ? '' : url.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return queryAt < 0
    ? { path: beforeHash, query: '', hash }
    : { path: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt), hash };
}

/** Joins parts split by `splitUrl` back into one URL. */
export function joinUrl(parts: UrlParts): string {
  return parts.path + parts.query + parts.hash;
}

/** True when the path part ends with `/` (every shop path must). */
export function hasTrailingSlash(url: string): boolean {
  return splitUrl(url).path.endsWith('/');
}

/**
 * Adds the required trailing slash to the path part, before any query or hash.
 * A URL with no path at all (`?q=1`, `#top`) is left alone: it stays on the current page.
 */
export function withTrailingSlash(url: string): string {
  const parts = splitUrl(url);
  if (parts.path === '' || parts.path.endsWith('/')) return url;
  return joinUrl({ ...parts, path: `${parts.path}/` });
}
