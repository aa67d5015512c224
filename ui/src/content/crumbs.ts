import type { Translate } from '../i18n/i18n-context';
import type { Crumb } from './json-ld';

/** A breadcrumb trail: every one starts at the home page, the given steps follow. */
export function trailFromHome(t: Translate, ...steps: readonly Crumb[]): Crumb[] {
  return [{ name: t('static.home'), path: '/' }, ...steps];
}
