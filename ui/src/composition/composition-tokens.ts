import type { ServiceIdentifier } from 'inversify';
import type { KeyValueStorage } from '@fanshop/adapters/storage';
import type { HydrationRegistry } from '../app/hydration';
import type { ServiceResolver } from '../di/services';
import type { LocaleStore } from '../i18n/locale.store';
import type { ProcessHost } from './host';
import type { PageStores } from './page-stores';
import type { ShownSessionState } from './shown-session-state';

const token = <T>(name: string) => Symbol.for(`storefront.composition.${name}`) as ServiceIdentifier<T>;

/**
 * What only the composition binds and reads: the process's host and page stores, and each shopper's
 * page parts.
 */
export const COMPOSITION = {
  host: token<ProcessHost>('host'),
  pageStores: token<PageStores>('pageStores'),
  locale: token<LocaleStore>('locale'),
  tabStorage: token<KeyValueStorage | undefined>('tabStorage'),
  hydration: token<HydrationRegistry>('hydration'),
  shownState: token<ShownSessionState>('shownState'),
  resolver: token<ServiceResolver>('resolver'),
} as const;
