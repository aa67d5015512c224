import type { LoadContext, PageHead, PageProps } from '../../app/page-module';
import { useT } from '../../i18n/i18n-context';

export default function HomePage(_props: PageProps) {
  const { t } = useT();
  return (
    <section className="container page">
      <h1>{t('home.title')}</h1>
    </section>
  );
}

export function head(_context: LoadContext, t: (key: string) => string): PageHead {
  return { title: t('home.metaTitle'), description: t('home.metaDescription'), canonicalPath: '/' };
}
