/**
 * Settings the storefront needs in the browser and on the server. Read from the environment by the
 * server and written into each page, so the client never guesses them.
 */
export interface AppConfig {
  /** Base URL of the shop API, e.g. `http://127.0.0.1:4000`. */
  readonly apiBaseUrl: string;
  /** The checkout host; links to it are full page loads. */
  readonly checkoutUrl: string;
  /** The storefront's own origin, for canonical links and for telling internal links from external ones. */
  readonly shopOrigin: string;
  /**
   * The shared cookie domain (`COOKIE_DOMAIN`, e.g. `fanshop.at`) every shop cookie is written for, so the
   * checkout host and the teaser on sibling hosts see them; undefined for host-only cookies.
   */
  readonly cookieDomain?: string;
  /**
   * Where the server calls the API (`API_INTERNAL_URL`, e.g. on the internal network) when it differs
   * from the public `apiBaseUrl` the browser uses. Server only: never written into a page.
   */
  readonly apiServerUrl?: string;
}
