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
}
