/**
 * Locale messages cached for 24 hours per build, and the ten-second reload guard.
 *
 * @module
 */
export { CachedMessagesLoader, type Messages } from './cached-messages-loader.js';
export { ReloadGuard } from './reload-guard.js';
