import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';
import { ServiceNav } from '../static/ServiceNav';
import { ContentHeader } from '../ContentOutline';

/**
 * What both FAQ pages show below their trail: the heading and intro, the questions (or that there are
 * none yet), what follows them, and the service links.
 */
export function FaqBody({
  title,
  intro,
  empty,
  after,
  children,
}: {
  title: string;
  intro: string;
  empty: boolean;
  after?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <>
      <ContentHeader title={title} intro={intro} />
      {empty ? <p className="notice">{t('faq.empty')}</p> : children}
      {after}
      <ServiceNav />
    </>
  );
}
