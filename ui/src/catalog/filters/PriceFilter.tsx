import { type FormEvent, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import type { FilterSelectionState } from '@fanshop/core/catalog';
import { useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import type { FilterMode } from '../listing.store';

/**
 * The price bounds in whole euros between the range of the shopper's price type (spec section 6).
 * On the desktop the bounds apply with the button (or Enter); in the mobile sheet they go into the
 * sheet's selection as they are typed and apply with the sheet. An empty field means the range's bound.
 */
export const PriceFilter = observer(function PriceFilter({
  state,
  mode,
  mobile,
}: {
  state: FilterSelectionState;
  mode: FilterMode;
  mobile: boolean;
}) {
  const store = useService('listing');
  const { t } = useT();
  const id = useId();
  const range = (mobile ? store.mobilePriceRange : store.priceRange) ?? { min: 0, max: 0 };
  const [min, setMin] = useState(text(state.current.price.min));
  const [max, setMax] = useState(text(state.current.price.max));
  const low = min.trim() === '' ? range.min : Number(min);
  const high = max.trim() === '' ? range.max : Number(max);
  const inverted = Number.isFinite(low) && Number.isFinite(high) && low > high;

  const change = (nextMin: string, nextMax: string) => {
    setMin(nextMin);
    setMax(nextMax);
    if (mode !== 'draft') return;
    const a = nextMin.trim() === '' ? range.min : Number(nextMin);
    const b = nextMax.trim() === '' ? range.max : Number(nextMax);
    if (a <= b) store.setPrice(a, b, 'draft');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!inverted) store.setPrice(low, high, mode);
  };

  const fields = (
    <>
      <div className="price-filter__fields">
        <label className="price-filter__field">
          <span className="price-filter__label">{t('filters.priceMin')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={range.min}
            max={range.max}
            step={1}
            placeholder={String(range.min)}
            value={min}
            aria-describedby={`${id}-range`}
            aria-invalid={inverted || undefined}
            onChange={(event) => change(event.target.value, max)}
          />
        </label>
        <span className="price-filter__dash" aria-hidden="true">
          –
        </span>
        <label className="price-filter__field">
          <span className="price-filter__label">{t('filters.priceMax')}</span>
          <input
            type="number"
            inputMode="numeric"
            min={range.min}
            max={range.max}
            step={1}
            placeholder={String(range.max)}
            value={max}
            aria-describedby={`${id}-range`}
            aria-invalid={inverted || undefined}
            onChange={(event) => change(min, event.target.value)}
          />
        </label>
      </div>
      <p id={`${id}-range`} className="price-filter__hint">
        {t('filters.priceRange', { min: range.min, max: range.max })}
      </p>
      {inverted ? (
        <p className="price-filter__error" role="alert">
          {t('filters.priceInverted')}
        </p>
      ) : null}
    </>
  );

  if (mode === 'draft') return <div className="price-filter">{fields}</div>;
  return (
    <form className="price-filter" onSubmit={submit} aria-label={t('filters.price')}>
      {fields}
      <button type="submit" className="button button--secondary price-filter__apply" disabled={inverted}>
        {t('filters.priceApply')}
      </button>
    </form>
  );
});

function text(value: number | null): string {
  return value === null ? '' : String(value);
}
