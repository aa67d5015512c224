import { useId, useState } from 'react';
import { shortValueList, valuesMatching } from '@fanshop/core/catalog';
import { useT } from '../../i18n/i18n-context';
import { DisclosureButton } from '../../components/DisclosureButton';
import { FilterCheckbox, type FilterValueListProps } from './FilterCheckbox';

/**
 * A big listing's brands (they run to dozens): the first few and every ticked one, "Show all" for
 * the rest, and a field that narrows the whole list as the shopper types (core's `shortValueList` and
 * `valuesMatching`). The button says whether the list is expanded; a polite status says how many
 * brands match the typed text.
 */
export function BrandList({ title, values, selected, label, onToggle }: FilterValueListProps) {
  const { t } = useT();
  const [expanded, setExpanded] = useState(false);
  const [text, setText] = useState('');
  const searchId = useId();
  const listId = useId();
  const searching = text.trim() !== '';
  const matching = valuesMatching(values, text);
  const short = shortValueList(values, selected);
  const shown = searching ? matching : expanded ? values : short.shown;
  return (
    <div className={`brand-list${searching || expanded ? '' : ' brand-list--short'}`}>
      <div className="brand-list__search">
        <label className="visually-hidden" htmlFor={searchId}>
          {t('filters.searchBrands')}
        </label>
        <input
          id={searchId}
          type="search"
          className="brand-list__field"
          placeholder={t('filters.searchBrands')}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
      <p className="visually-hidden" role="status">
        {searching ? t('filters.brandMatches', { count: matching.length }) : ''}
      </p>
      <fieldset className="filter-options">
        <legend className="visually-hidden">{title}</legend>
        {searching && matching.length === 0 ? (
          <p className="brand-list__none">{t('filters.noBrandMatches', { query: text.trim() })}</p>
        ) : null}
        <ul id={listId} className="filter-options__list">
          {shown.map((value) => (
            <li key={value.fv_id}>
              <FilterCheckbox value={value} label={label(value)} selected={selected} onToggle={onToggle} />
            </li>
          ))}
        </ul>
      </fieldset>
      {searching || short.hidden === 0 ? null : (
        <DisclosureButton
          className="brand-list__more"
          expanded={expanded}
          controls={listId}
          onToggle={setExpanded}
        >
          {expanded ? t('filters.showFewer') : t('filters.showAll', { total: values.length })}
        </DisclosureButton>
      )}
    </div>
  );
}
