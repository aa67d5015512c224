/** The request headers that say where a form post was sent from. */
export interface PostSource {
  readonly origin?: string | undefined;
  readonly secFetchSite?: string | undefined;
  readonly referer?: string | undefined;
}

/**
 * Whether a form post was sent from one of the shop's `own` origins, so that another site cannot make a
 * shopper's browser send it (cross-site request forgery). Browsers name the page's origin in `Origin`
 * on every post; without it, `Sec-Fetch-Site` says whether it was same-origin, and without either
 * (an old browser) the `Referer`'s origin counts. A post that names no source, or `null`, is refused.
 */
export function isOwnFormPost(source: PostSource, own: readonly string[]): boolean {
  const { origin, secFetchSite, referer } = source;
  if (origin !== undefined) return own.includes(origin);
  if (secFetchSite !== undefined) return secFetchSite === 'same-origin';
  const refererOrigin =
    referer === undefined ? undefined : /^[a-z][a-z0-9+.-]*:\/\/[^/?#]+/i.exec(referer)?.[0];
  return refererOrigin !== undefined && own.includes(refererOrigin);
}
