import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-context';

/**
 * What stands where something could not be loaded: the message (the caller's element, announced at
 * once) and "Try again".
 */
export function RetryAlert({
  className,
  onRetry,
  children,
}: {
  className: string;
  onRetry: () => void;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <div className={className} role="alert">
      {children}
      <button type="button" className="button button--secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  );
}
