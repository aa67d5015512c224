import { useCallback, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { formatInteger } from '@fanshop/core/shared';
import { useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { useFocusTrap } from '../../components/use-focus-trap';
import { useScrollLock } from '../../components/use-scroll-lock';
import { CloseButton } from '../../components/CloseButton';
import { FilterPanel } from './FilterPanel';

/**
 * The mobile filter sheet: a modal dialog over the listing that collects changes on a copy of the
 * selection and applies them together (Apply), or unticks everything chosen (Reset). Escape, the
 * close button and the backdrop close it without applying; focus stays inside while it is open.
 * Apply says how many products the draft would show ("Show 128 results"), counted as the draft
 * changes; while a newer draft is counted it keeps the last number, and says "Show results" when
 * the count is not known. A polite status reads each new count out.
 */
export const FilterSheet = observer(function FilterSheet() {
  const store = useService('listing');
  const { t, language } = useT();
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  // Reset starts the price inputs afresh.
  const [resets, setResets] = useState(0);
  const draft = store.draft;
  const open = draft !== null;
  const close = useCallback(() => store.closeSheet(), [store]);
  useFocusTrap(ref, open, close);

  useScrollLock(open);

  if (!draft) return null;
  const { total, counting } = store.draftCount;
  const formatted = total === null ? '' : formatInteger(total, language);
  return (
    <div className="filter-sheet">
      <button
        type="button"
        className="filter-sheet__backdrop"
        tabIndex={-1}
        aria-hidden="true"
        onClick={close}
      />
      <div
        ref={ref}
        className="filter-sheet__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className="filter-sheet__header">
          <h2 id={titleId} className="filter-sheet__title">
            {t('filters.title')}
          </h2>
          <CloseButton className="filter-sheet__close" label={t('filters.close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </CloseButton>
        </div>
        <div className="filter-sheet__body">
          <FilterPanel key={resets} state={draft} mode="draft" mobile />
        </div>
        <div className="filter-sheet__footer">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => {
              store.resetSheet();
              setResets(resets + 1);
            }}
          >
            {t('filters.reset')}
          </button>
          <button type="button" className="button" onClick={() => store.applySheet()}>
            {total === null ? t('filters.apply') : t('filters.showCount', { count: total, formatted })}
          </button>
        </div>
        <p className="visually-hidden" role="status">
          {total === null || counting ? '' : t('filters.resultCount', { count: total, formatted })}
        </p>
      </div>
    </div>
  );
});
