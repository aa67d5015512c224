import { observer } from 'mobx-react-lite';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';
import { loadedPageModule } from './pages';
import { Header } from '../header/Header';
import { Footer } from '../components/Footer';
import { ErrorView } from '../components/ErrorView';
import { LoadingBar } from '../components/LoadingBar';
import { RouteSync } from './RouteSync';

/** The page frame: header, the current page (or the error page), footer. */
export const App = observer(function App() {
  const router = useService('router');
  const { t } = useT();
  const { current } = router;
  const module = current.page ? loadedPageModule(current.page) : undefined;
  const Page = module?.default;
  return (
    <>
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <RouteSync />
      <LoadingBar active={router.loading} />
      <Header />
      <main id="main" tabIndex={-1}>
        {Page && current.match ? (
          <Page match={current.match} />
        ) : (
          <ErrorView status={current.error?.status ?? 500} />
        )}
      </main>
      <Footer />
    </>
  );
});
