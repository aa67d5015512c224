import { type FormEvent, useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import type { FilterViewProps } from './filter-view-props';

/**
 * The price bounds in whole euros between the range of the shopper's price type (spec section 6).
 * On the desktop the bounds apply with the button (or Enter); in the mobile sheet they go into the
 * sheet's selection as they are typed and apply with the sheet. An empty field means the range's bound.
 */
export const PriceFilter = observer(function PriceFilter({ state, mode, mobile }: FilterViewProps) {
  const store = useService('listing');
  const { t } = useT();
  const id = useId();
  const range = (mobile ? store.mobilePriceRange : store.priceRange) ?? { min: 0, max: 0 };
  const [min, setMin] = useState(text(state.current.price.min));
  const [max, setMax] = useState(text(state.current.price.max));
  const low = bound(min, range.min);
  const high = bound(max, range.max);
  const inverted = Number.isFinite(low) && Number.isFinite(high) && low > high;

  const change = (nextMin: string, nextMax: string) => {
    setMin(nextMin);
    setMax(nextMax);
    if (mode !== 'draft') return;
    const a = bound(nextMin, range.min);
    const b = bound(nextMax, range.max);
    if (a <= b) store.setPrice(a, b, 'draft');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!inverted) store.setPrice(low, high, mode);
  };

  const boundProps = { range, hintId: `${id}-range`, invalid: inverted };
  const fields = (
    <>
      <div className="price-filter__fields">
        <PriceBoundField {...boundProps} bound="min" value={min} onChange={(value) => change(value, max)} />
        <span className="price-filter__dash" aria-hidden="true">
          –
        </span>
        <PriceBoundField {...boundProps} bound="max" value={max} onChange={(value) => change(min, value)} />
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

/** Each bound's field label. */
const BOUND_LABELS = { min: 'filters.priceMin', max: 'filters.priceMax' } as const;

/** One bound's field, in whole euros within the range; its placeholder is the bound an empty field stands for. */
function PriceBoundField({
  bound,
  range,
  value,
  hintId,
  invalid,
  onChange,
}: {
  bound: 'min' | 'max';
  range: { min: number; max: number };
  value: string;
  hintId: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useT();
  return (
    <label className="price-filter__field">
      <span className="price-filter__label">{t(BOUND_LABELS[bound])}</span>
      <input
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={1}
        placeholder={String(range[bound])}
        value={value}
        aria-describedby={hintId}
        aria-invalid={invalid || undefined}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** A typed bound as a number; an empty field stands for the range's bound. */
function bound(typed: string, fallback: number): number {
  return typed.trim() === '' ? fallback : Number(typed);
}

function text(value: number | null): string {
  return value === null ? '' : String(value);
}
