import type { FilterValue } from '@fanshop/core/catalog';

/** What a list of one filter's values is drawn from: its values, the ticked ones, and how to tick one. */
export interface FilterValueListProps {
  /** The filter's title, naming the list for screen readers. */
  readonly title: string;
  readonly values: readonly FilterValue[];
  readonly selected: readonly number[];
  readonly label: (value: FilterValue) => string;
  readonly onToggle: (valueId: number) => void;
}

/**
 * An option is a plain `<label>` in its `.filter-options` and its name a plain `<span>` (the
 * stylesheet finds them there): a brand filter repeats them on every value.
 */
export function FilterCheckbox({
  value,
  label,
  selected,
  onToggle,
  swatch = false,
}: {
  value: FilterValue;
  label: string;
  selected: readonly number[];
  onToggle: (valueId: number) => void;
  /** Colours show a swatch of their own (the value's `type` names the colour). */
  swatch?: boolean;
}) {
  return (
    <label>
      <input
        type="checkbox"
        value={value.fv_id}
        checked={selected.includes(value.fv_id)}
        onChange={() => onToggle(value.fv_id)}
      />
      {/* Empty and without a role, the swatch is nothing a screen reader announces: no aria-hidden needed. */}
      {swatch ? (
        <span className={`filter-swatch filter-swatch--${value.type.replace(/[^a-z-]/gi, '')}`} />
      ) : null}
      <span>{label}</span>
      <span className="filter-option__count">{value.count}</span>
    </label>
  );
}
