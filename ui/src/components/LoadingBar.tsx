import { useT } from '../i18n/i18n-context';

/** A thin bar at the top while the next page loads; announced politely to screen readers. */
export function LoadingBar({ active }: { active: boolean }) {
  const { t } = useT();
  return (
    <div className={`loading-bar${active ? ' loading-bar--active' : ''}`} role="status" aria-live="polite">
      {active ? <span className="visually-hidden">{t('common.loading')}</span> : null}
    </div>
  );
}
