import { navigate as pushLocation } from 'wouter/use-browser-location';
import { localisePath } from '@fanshop/core/navigation/language';
import type { Language } from '@fanshop/core/shared/language';
import type { Navigator } from '@fanshop/core/navigation/navigator';

/** Navigation in the browser: in-app moves through the history API (wouter), reloads through `location`. */
export class BrowserNavigator implements Navigator {
  constructor(private readonly language: () => Language) {}

  navigate(path: string): void {
    pushLocation(localisePath(path, this.language()));
  }

  goHome(): void {
    this.navigate('/');
  }

  reload(): void {
    globalThis.location.reload();
  }
}
