import { useT } from '../../i18n/i18n-context';
import { messageText, type MessageRef } from './message-ref';

/**
 * A notice for a whole form or screen: an error (announced at once, with an optional retry) or a
 * success (announced politely).
 */
export function FormNotice({
  kind,
  message,
  onRetry,
  onDismiss,
}: {
  kind: 'error' | 'success' | 'info';
  message: MessageRef;
  onRetry?: () => void;
  onDismiss?: () => void;
}) {
  const { t } = useT();
  return (
    <div className={`notice notice--${kind} form-notice`} role={kind === 'error' ? 'alert' : 'status'}>
      <span className="form-notice__icon" aria-hidden="true" />
      <p className="form-notice__text">{messageText(t, message)}</p>
      {onRetry || onDismiss ? (
        <div className="form-notice__actions">
          {onRetry ? (
            <button type="button" className="button button--secondary button--small" onClick={onRetry}>
              {t('common.retry')}
            </button>
          ) : null}
          {onDismiss ? (
            <button type="button" className="button button--link" onClick={onDismiss}>
              {t('common.close')}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
