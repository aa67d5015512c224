import { navigate as pushLocation } from 'wouter/use-browser-location';
import { localisePath, type Navigator } from '@fanshop/core/navigation';
import type { Language } from '@fanshop/core/shared';

/**
 * Navigation in the browser: in-app moves through the history API (wouter), reloads through `location`.
 * A move happens in the task after the one that asked for it, so what the shopper just did (a ticked
 * filter, a chosen sorting) is painted before the next page's work starts.
 */
export class BrowserNavigator implements Navigator {
  constructor(private readonly language: () => Language) {}

  navigate(path: string): void {
    const target = localisePath(path, this.language());
    setTimeout(() => pushLocation(target), 0);
  }

  goHome(): void {
    this.navigate('/');
  }

  reload(): void {
    globalThis.location.reload();
  }

  leaveTo(url: string): void {
    globalThis.location.assign(url);
  }
}
