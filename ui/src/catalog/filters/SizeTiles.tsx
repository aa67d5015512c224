import { sizeGroups, type FilterValue } from '@fanshop/core/catalog';
import { useT } from '../../i18n/i18n-context';
import type { FilterValueListProps } from './FilterCheckbox';

/** Names longer than this take two tiles' width ("150 cm", "One Size"). */
const TILE_CHARACTERS = 4;

/**
 * The size filter as tiles, a group per size scale (core's `sizeGroups`): "Clothing" XS S M, "Shoes"
 * 40 41 42. Each tile is a real checkbox under its label, so it is ticked, focused and announced as
 * any other, with its count as the other values have it ("M 12"). One scale, or an API that names none, shows one group without a heading.
 */
export function SizeTiles({ title, values, selected, label, onToggle }: FilterValueListProps) {
  const { t } = useT();
  const groups = sizeGroups(values);
  const headed = groups.length > 1;
  return (
    <fieldset className="size-filter">
      <legend className="visually-hidden">{title}</legend>
      {groups.map((group) => {
        const tiles = (
          <ul className="size-filter__tiles">
            {group.values.map((value) => (
              <SizeTile
                key={value.fv_id}
                value={value}
                label={label(value)}
                selected={selected}
                onToggle={onToggle}
              />
            ))}
          </ul>
        );
        return headed ? (
          <fieldset key={group.scale ?? 'other'} className="size-filter__group">
            <legend className="size-filter__scale">{t(`filters.sizeScale.${group.scale ?? 'other'}`)}</legend>
            {tiles}
          </fieldset>
        ) : (
          <div key={group.scale ?? 'other'}>{tiles}</div>
        );
      })}
    </fieldset>
  );
}

/** One size as a tile: a checkbox under its label; a long name takes two tiles' width. */
function SizeTile({
  value,
  label,
  selected,
  onToggle,
}: {
  value: FilterValue;
  label: string;
  selected: readonly number[];
  onToggle: (valueId: number) => void;
}) {
  return (
    <li className={label.length > TILE_CHARACTERS ? 'size-tile--wide' : undefined}>
      <label className="size-tile">
        <input
          type="checkbox"
          value={value.fv_id}
          checked={selected.includes(value.fv_id)}
          onChange={() => onToggle(value.fv_id)}
        />
        <span>{label}</span>
        {/* Heard as the other filter values' counts are, not shown: a tile holds its size. */}
        <span className="visually-hidden"> {value.count}</span>
      </label>
    </li>
  );
}
