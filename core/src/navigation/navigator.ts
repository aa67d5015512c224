/** Moving the shopper around, as a port: the UI implements it over the router and the browser. */
export interface Navigator {
  /** Goes to an app path (the current language prefix is added by the implementation). */
  navigate(path: string): void;
  /** Goes to home; the target after logout, an invalid token and failed account loading. */
  goHome(): void;
  /** Reloads the current page. */
  reload(): void;
  /** Goes to a page on another of the shop's own hosts (the checkout host): a full page load. */
  leaveTo(url: string): void;
}
