import type { LoadContext, PageHead } from '../../app/page-module';
import { goOnAfterSignIn } from '../../session/redirect';

/** The login and registration pages' loader: a customer who is already logged in goes on at once. */
export async function goOnWhenSignedIn({
  services,
  match,
}: LoadContext<'session' | 'navigator' | 'config'>): Promise<void> {
  if (services.session.loggedIn) goOnAfterSignIn(services.navigator, match.query, services.config);
}

/** The head of a page that signs a shopper in: its title, its own address, never indexed. */
export function signInHead(title: string, canonicalPath: string, t: (key: string) => string): PageHead {
  return { title: `${title} | ${t('common.shopName')}`, canonicalPath, noindex: true };
}
