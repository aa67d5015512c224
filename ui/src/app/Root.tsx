import { StrictMode, useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import { Router } from 'wouter';
import type { ServiceResolver } from '../di/services';
import { ServicesProvider } from '../di/services-context';
import { I18nProvider } from '../i18n/i18n-context';
import { App } from './App';

/** The providers around the app: the page's services and i18n (their identity never changes), and the router. */
export function Root({ services, i18n, url }: { services: ServiceResolver; i18n: I18n; url?: string }) {
  const [ssrPath, ssrSearch] = splitSsrUrl(url);
  // The page's controls that only the script can run look ready from now on (`base.css`, `data-ready`).
  useEffect(() => {
    document.documentElement.dataset.ready = '';
  }, []);
  return (
    <StrictMode>
      <ServicesProvider value={services}>
        <I18nProvider value={i18n}>
          <Router {...(ssrPath === undefined ? {} : { ssrPath, ssrSearch })}>
            <App />
          </Router>
        </I18nProvider>
      </ServicesProvider>
    </StrictMode>
  );
}

function splitSsrUrl(url: string | undefined): [string | undefined, string | undefined] {
  if (url === undefined) return [undefined, undefined];
  const withoutHash = url.split('#')[0] ?? '';
  const at = withoutHash.indexOf('?');
  return at === -1 ? [withoutHash, ''] : [withoutHash.slice(0, at), withoutHash.slice(at + 1)];
}
