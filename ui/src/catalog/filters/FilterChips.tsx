import { observer } from 'mobx-react-lite';
import { useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import type { FilterChip } from '@fanshop/core/catalog';

/** The applied filters as removable chips above the products, with "Clear all". */
export const FilterChips = observer(function FilterChips() {
  const store = useService('listing');
  const { t } = useT();
  const chips = store.chips;
  if (chips.length === 0) return null;
  const label = (chip: FilterChip): string => {
    if (chip.kind === 'value') return chip.label;
    if (chip.min !== null && chip.max !== null)
      return t('filters.priceChip', { min: chip.min, max: chip.max });
    if (chip.min !== null) return t('filters.priceChipFrom', { min: chip.min });
    return t('filters.priceChipTo', { max: chip.max });
  };
  return (
    <div className="filter-chips">
      <h2 className="visually-hidden">{t('filters.selected')}</h2>
      <ul className="filter-chips__list">
        {chips.map((chip) => (
          <li key={chip.kind === 'value' ? chip.valueId : 'price'}>
            <button
              type="button"
              className="filter-chip"
              aria-label={t('filters.removeChip', { name: label(chip) })}
              onClick={() => store.removeChip(chip)}
            >
              <span>{label(chip)}</span>
              <span className="filter-chip__x" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
        <li>
          <button type="button" className="button--link filter-chips__clear" onClick={() => store.clearAll()}>
            {t('filters.clearAll')}
          </button>
        </li>
      </ul>
    </div>
  );
});
