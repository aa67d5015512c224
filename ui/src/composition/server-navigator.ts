import { localisePath, type Navigator } from '@fanshop/core/navigation';
import type { Language } from '@fanshop/core/shared';

/**
 * Navigation during a server render: nothing moves yet, the wish is recorded and the server answers it
 * with a redirect (e.g. an account page whose data fails to load sends the shopper home).
 */
export class ServerNavigator implements Navigator {
  redirectTo: string | null = null;

  constructor(private readonly language: () => Language) {}

  navigate(path: string): void {
    this.redirectTo ??= localisePath(path, this.language());
  }

  goHome(): void {
    this.navigate('/');
  }

  reload(): void {
    // A server render has nothing to reload; the next request renders afresh.
  }

  leaveTo(url: string): void {
    this.redirectTo ??= url;
  }
}
