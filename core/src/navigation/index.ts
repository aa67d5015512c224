/**
 * Routes and navigation: the route table, languages in the path, links, scrolling after a route change and the error pages (spec section 2).
 *
 * @module
 */
export { type AlternatePaths } from './alternates.js';
export {
  errorPageTitle,
  errorPageFor,
  isBot,
  showsErrorPage,
  type ErrorPageTitle,
  type ErrorPage,
} from './error-page.js';
export { LANGUAGE_PREFIXES, splitLanguage, localisePath, type LanguageSplit } from './language.js';
export { classifyLink, type LinkConfig, type LinkTarget } from './links.js';
export { type Navigator } from './navigator.js';
export { PageNotFoundError } from './page-not-found-error.js';
export {
  ROUTES,
  matchRoute,
  pathFor,
  brandsGender,
  type RouteName,
  type PageName,
  type PageType,
  type RouteParams,
  type RouteDefinition,
  type RouteMatch,
  type RouteRedirect,
} from './routes.js';
export { originOf, type UrlOrigin } from './origin.js';
export {
  AFTER_SIGN_IN_PATH,
  afterSignIn,
  RETURN_TO_PARAM,
  returnTargetOf,
  safeInAppPath,
  type OwnOrigins,
  type ReturnTarget,
} from './return-target.js';
export { scrollAfterRouteChange, type ScrollAction } from './scroll.js';
export { splitUrl, joinUrl, hasTrailingSlash, withTrailingSlash, type UrlParts } from './url.js';
export { isAppPath } from './app-path.js';
