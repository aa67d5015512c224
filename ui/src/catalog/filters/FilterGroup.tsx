import { useId, useState } from 'react';
import { observer } from 'mobx-react-lite';
import {
  type Filter,
  FilterName,
  type FilterValue,
  filterNameOf,
  isSportEntry,
  visibleValues,
  groupValues,
  isLongValueList,
  PRICE_GROUP,
} from '@fanshop/core/catalog';
import { useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import type { FilterMode } from '../listing.store';
import { BrandList } from './BrandList';
import { FilterCheckbox } from './FilterCheckbox';
import { PriceFilter } from './PriceFilter';
import { SizeTiles } from './SizeTiles';
import type { FilterViewProps } from './filter-view-props';
import { DisclosureButton } from '../../components/DisclosureButton';

export interface FilterGroupProps extends FilterViewProps {
  readonly filter: Filter;
  readonly defaultOpen: boolean;
}

/**
 * One filter as a disclosure: a `dropdown` as a select, a `radio` as radio buttons (with "All"), a
 * `toggle` as checkboxes, sizes as tiles grouped by scale, a long brand list shortened and
 * searchable, sports with their sub-sports nested; the price as two inputs. The rules
 * (one value for single-value groups, a sub-sport ticks its sport) are the core's, via the store.
 */
export const FilterGroup = observer(function FilterGroup({
  filter,
  state,
  mode,
  mobile,
  defaultOpen,
}: FilterGroupProps) {
  const { t } = useT();
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const group = filterNameOf(filter);
  const isPrice = group === PRICE_GROUP;
  const selected = groupValues(state.current, group);
  const count = isPrice
    ? state.current.price.min !== null || state.current.price.max !== null
      ? 1
      : 0
    : selected.length;
  return (
    <section className="filter-group">
      <h3 className="filter-group__heading">
        <DisclosureButton
          className="filter-group__toggle"
          expanded={open}
          controls={bodyId}
          onToggle={setOpen}
        >
          <span>{filter.title}</span>
          {count > 0 ? (
            <span className="filter-group__count">
              <span className="visually-hidden">{t('filters.selectedCount', { count })}</span>
              <span aria-hidden="true">{count}</span>
            </span>
          ) : null}
        </DisclosureButton>
      </h3>
      <div id={bodyId} className="filter-group__body" hidden={!open}>
        {/* A closed group's values are left out of the page (a long brand list is most of a listing's HTML). */}
        {!open ? null : isPrice ? (
          // A new listing brings its own bounds: the inputs start again from them.
          <PriceFilter
            key={`${state.loaded.price.min}:${state.loaded.price.max}`}
            state={state}
            mode={mode}
            mobile={mobile}
          />
        ) : (
          <FilterValues filter={filter} group={group} selected={selected} mode={mode} mobile={mobile} />
        )}
      </div>
    </section>
  );
});

interface FilterValuesProps {
  readonly filter: Filter;
  readonly group: string;
  readonly selected: readonly number[];
  readonly mode: FilterMode;
  readonly mobile: boolean;
}

function FilterValues({ filter, group, selected, mode, mobile }: FilterValuesProps) {
  const store = useService('listing');
  const { t } = useT();
  const selectId = useId();
  const name = `${mode}-${group}`;
  const values = visibleValues(filter);
  const label = (value: FilterValue) => (mobile ? value.fv_name_mobile || value.fv_name : value.fv_name);
  const toggle = (valueId: number) => store.toggleValue(group, valueId, mode);
  const current = selected[0];
  const clear = () => {
    if (current !== undefined) toggle(current);
  };

  if (filter.f_type === 'dropdown') {
    return (
      <div className="filter-select">
        <label className="visually-hidden" htmlFor={selectId}>
          {filter.title}
        </label>
        <select
          id={selectId}
          className="filter-select__control"
          value={current === undefined ? '' : String(current)}
          onChange={(event) => (event.target.value === '' ? clear() : toggle(Number(event.target.value)))}
        >
          <option value="">{t('filters.all')}</option>
          {values.map((value) => (
            <option key={value.fv_id} value={value.fv_id}>
              {label(value)}
            </option>
          ))}
        </select>
      </div>
    );
  }

  if (filter.f_type === 'radio') {
    return (
      <fieldset className="filter-options">
        <legend className="visually-hidden">{filter.title}</legend>
        <label>
          <input type="radio" name={name} checked={current === undefined} onChange={clear} />
          <span>{t('filters.all')}</span>
        </label>
        {values.map((value) => (
          <label key={value.fv_id}>
            <input
              type="radio"
              name={name}
              value={value.fv_id}
              checked={selected.includes(value.fv_id)}
              onChange={() => toggle(value.fv_id)}
            />
            <span>{label(value)}</span>
            <span className="filter-option__count">{value.count}</span>
          </label>
        ))}
      </fieldset>
    );
  }

  if (group === FilterName.size) {
    return (
      <SizeTiles title={filter.title} values={values} selected={selected} label={label} onToggle={toggle} />
    );
  }

  if (group === FilterName.brand && isLongValueList(values)) {
    return (
      <BrandList title={filter.title} values={values} selected={selected} label={label} onToggle={toggle} />
    );
  }

  return (
    <fieldset className="filter-options">
      <legend className="visually-hidden">{filter.title}</legend>
      <ul className="filter-options__list">
        {values.map((value) => (
          <li key={value.fv_id}>
            <FilterCheckbox
              value={value}
              label={label(value)}
              selected={selected}
              onToggle={toggle}
              swatch={group === FilterName.colour}
            />
            {isSportEntry(value) && value.pivot.some((sub) => !sub.hidden) ? (
              <ul className="filter-options__list filter-options__list--nested">
                {value.pivot
                  .filter((sub) => !sub.hidden)
                  .map((sub) => (
                    <li key={sub.fv_id}>
                      <FilterCheckbox value={sub} label={label(sub)} selected={selected} onToggle={toggle} />
                    </li>
                  ))}
              </ul>
            ) : null}
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
