import { useId } from 'react';
import { observer } from 'mobx-react-lite';
import { SORT_OPTIONS, sortOptionById } from '@fanshop/core/catalog';
import { useService } from '../../di/container-context';
import { TOKENS } from '../../di/tokens';
import { useT } from '../../i18n/i18n-context';

/** The sort options of spec section 9; choosing one loads the listing sorted that way. */
export const SortMenu = observer(function SortMenu() {
  const store = useService(TOKENS.ListingStore);
  const { t } = useT();
  const id = useId();
  return (
    <div className="sort-menu">
      <label className="sort-menu__label" htmlFor={id}>
        {t('filters.sortBy')}
      </label>
      <select
        id={id}
        className="sort-menu__control"
        value={store.sortOption.id}
        onChange={(event) => {
          const option = sortOptionById(event.target.value);
          if (option) store.sortBy(option);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.id} value={option.id}>
            {t(`filters.sort.${option.id}`)}
          </option>
        ))}
      </select>
    </div>
  );
});
