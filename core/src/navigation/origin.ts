/** The parts of an absolute http(s) URL a cookie or a redirect is decided by. */
export interface UrlOrigin {
  readonly protocol: 'http:' | 'https:';
  /** Lower case, without the port. */
  readonly hostname: string;
  /** `scheme://host[:port]`, lower case, the port only when it is not the scheme's own. */
  readonly origin: string;
}

const ABSOLUTE = /^(https?):\/\/([^/?#@\s\\]+)(?=$|[/?#])/i;

/**
 * The origin of an absolute http(s) URL, or null for anything else (a path, another scheme, a URL with
 * credentials in it). Written without `URL`, which the core's environment does not have.
 */
export function originOf(url: string): UrlOrigin | null {
  const [, scheme, authority] = ABSOLUTE.exec(url.trim()) ?? [];
  if (!scheme || !authority) return null;
  const protocol = `${scheme.toLowerCase()}:` as UrlOrigin['protocol'];
  const [, hostname, port] =
    /^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(?::(\d{1,5}))?$/.exec(authority.toLowerCase()) ?? [];
  if (!hostname) return null;
  const ownPort = protocol === 'https:' ? '443' : '80';
  const origin = `${protocol}//${hostname}${port && port !== ownPort ? `:${port}` : ''}`;
  return { protocol, hostname, origin };
}
