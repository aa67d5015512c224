import type { LoadContext } from '../../app/page-module';
import { goOnAfterSignIn } from '../../session/redirect';
import { unlistedHeadOf } from '../unlisted-head';

/**
 * What the login and registration pages' loader, head and forms use: the session, and the navigator
 * and configuration to send the shopper on once signed in.
 */
export const signInServices = ['config', 'navigator', 'session'] as const;

/** A service of the sign-in pages. */
export type SignInService = (typeof signInServices)[number];

/** The login and registration pages' loader: a customer who is already logged in goes on at once. */
async function goOnWhenSignedIn({ services, match }: LoadContext<SignInService>): Promise<void> {
  if (services.session.loggedIn) goOnAfterSignIn(services.navigator, match.query, services.config);
}

/**
 * The page module's declarations of the sign-in page `name` (`login`, `register`): the services it
 * uses, its loader, and its head (titled `auth.<name>.title`, at `/<name>/`, never indexed).
 */
export function signInPageOf(name: 'login' | 'register') {
  return {
    services: signInServices,
    load: goOnWhenSignedIn,
    head: unlistedHeadOf(`auth.${name}.title`, `/${name}/`),
  };
}
