import type { LoadContext } from '../../app/page-module';

/**
 * The loader of the pages that show the account itself: the account, fresh; a guest goes to the login,
 * a failure goes home.
 */
export async function loadAccount({ services, match }: LoadContext<'account'>): Promise<void> {
  const account = services.account;
  if (!account.requireCustomer(match.path)) return;
  await account.load();
}
