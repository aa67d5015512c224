/**
 * The HTTP client over axios: identity headers, the client marker, shared GETs for two seconds, one retry for GETs, errors with status and data, the response-error event that signals an invalid token.
 *
 * @module
 */
export { shareInFlight, debounceCall } from './call-sharing.js';
export {
  CLIENT_MARKER,
  HttpClient,
  withQuery,
  type Identity,
  type CallerContext,
  type HttpMethod,
  type QueryValue,
  type RequestOptions,
  type ResponseErrorEvent,
  type ResponseErrorListener,
  type HttpClientOptions,
} from './http-client.js';
export { HttpError, NetworkError, SessionRequiredError } from './http-errors.js';
export { sessionSignalOf } from './session-signal.js';
export { watchPageExit, type PageEvents, type PageExit } from './page-exit.js';
