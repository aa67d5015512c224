import type { ServiceIdentifier } from 'inversify';
import type { LocaleStore } from '../i18n/locale.store';
import type { PageHost, ProcessHost } from '../composition/host';
import type { PageServices } from '../composition/page-services';

/** Makes the services of one page (one server request, one page life in the browser). */
export type PageServicesFactory = (page: PageHost, locale: LocaleStore) => PageServices;

/** What the shop's container holds: what lives as long as the process, and the factory of a page's services. */
export const TOKENS = {
  ProcessHost: Symbol.for('ProcessHost') as ServiceIdentifier<ProcessHost>,
  PageServicesFactory: Symbol.for('PageServicesFactory') as ServiceIdentifier<PageServicesFactory>,
} as const;
