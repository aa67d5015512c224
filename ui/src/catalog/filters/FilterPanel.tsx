import { observer } from 'mobx-react-lite';
import { filterNameOf, groupValues, PRICE_GROUP } from '@fanshop/core/catalog';
import { useService } from '../../di/services-context';
import type { FilterViewProps } from './filter-view-props';
import { FilterGroup } from './FilterGroup';

/** Groups open from the start: the first few, and any with a selection. */
const OPEN_GROUPS = 3;

/** The listing's filters in the left column (`apply`) or the mobile sheet (`draft`). */
export const FilterPanel = observer(function FilterPanel({ state, mode, mobile }: FilterViewProps) {
  const store = useService('listing');
  return (
    <div className="filter-panel" aria-busy={state.submitting || undefined}>
      {store.columnFilters.map((filter, index) => {
        const group = filterNameOf(filter);
        const hasSelection =
          group === PRICE_GROUP
            ? state.loaded.price.min !== null || state.loaded.price.max !== null
            : groupValues(state.loaded, group).length > 0;
        return (
          <FilterGroup
            key={group}
            filter={filter}
            state={state}
            mode={mode}
            mobile={mobile}
            defaultOpen={index < OPEN_GROUPS || hasSelection}
          />
        );
      })}
    </div>
  );
});
