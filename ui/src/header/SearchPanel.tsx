import { useRef, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useSearch } from 'wouter';
import { localisePath, splitLanguage } from '@fanshop/core/navigation';
import { isSearchPath } from '@fanshop/core/catalog';
import { normaliseSearchQuery, SEARCH_PATH } from '@fanshop/core/search';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';
import { useDismissOnLeave } from '../components/use-dismiss-on-leave';
import { CloseIcon, SearchIcon } from './icons';
import { choicesOf, stepActive, type Choice } from './search-choices';
import type { OptionProps } from './SearchOptions';
import { useHeaderParts } from './use-header-parts';

const LISTBOX_ID = 'search-panel-options';

/**
 * The header's search: a search form (it works before the page's script runs, as a plain GET to
 * `/search/`) whose field is a combobox. Focusing it opens the panel with suggestions (their weight
 * shown as a count), product previews and blog posts; typing narrows them after the core's debounce.
 * Arrow keys move through every entry, Enter follows the active one or searches for the query,
 * Escape or leaving the search closes the panel, which clears the query.
 */
export const SearchPanel = observer(function SearchPanel() {
  const search = useService('searchPanel');
  const { t, language } = useT();
  const rootRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [active, setActive] = useState(-1);

  // The options' components come with the header's parts: until they are there, nothing is choosable.
  const parts = useHeaderParts(search.isOpen);
  const choices: Choice[] = search.isOpen && parts ? choicesOf(search) : [];
  const activeChoice = active >= 0 ? choices[active] : undefined;

  const choose = (choice: Choice) => {
    setActive(-1);
    if (choice.kind === 'suggestion') search.chooseSuggestion(choice.suggestion);
    else if (choice.kind === 'product') search.follow(choice.product.url);
    else search.follow(choice.post.url);
  };

  const close = () => {
    setActive(-1);
    search.close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!search.isOpen) {
        search.open();
        return;
      }
      if (choices.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => stepActive(current, step, choices.length));
    } else if (event.key === 'Escape') {
      if (search.isOpen || search.input !== '') {
        event.preventDefault();
        close();
      }
    } else if (event.key === 'Enter' && activeChoice) {
      event.preventDefault();
      choose(activeChoice);
    }
  };

  // Leaving the search (Tab away, a click elsewhere) closes the panel.
  useDismissOnLeave(rootRef, search.isOpen, close);

  const optionProps: OptionProps = (choice, index) => ({
    id: choice.id,
    role: 'option' as const,
    'aria-selected': index === active,
    className: `search-panel__option${index === active ? ' search-panel__option--active' : ''}`,
    // Keeps the focus in the field, so the panel does not close before the click lands.
    onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
    onClick: () => choose(choice),
    onMouseEnter: () => setActive(index),
  });

  const querying = search.input.trim() !== '';
  // What the panel says while open: its options on their way, a search under way, or none found.
  const statusOf = (): string => {
    if (!search.isOpen) return '';
    if (!parts) return t('common.loading');
    if (search.searching) return t('search.searching');
    return search.noResults ? t('search.noResults', { query: search.input.trim() }) : '';
  };
  const resultsQuery = useResultsQuery();

  return (
    <div className="site-search" ref={rootRef}>
      <form
        role="search"
        className="site-search__form"
        action={localisePath(SEARCH_PATH, language)}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          if (search.submit()) setActive(-1);
        }}
      >
        <label className="visually-hidden" htmlFor="site-search-input">
          {t('search.label')}
        </label>
        <input
          ref={inputRef}
          id="site-search-input"
          className="site-search__input"
          type="search"
          name="q"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-expanded={search.isOpen}
          aria-controls={LISTBOX_ID}
          aria-autocomplete="list"
          aria-activedescendant={activeChoice?.id}
          placeholder={t('search.placeholder')}
          value={search.isOpen || search.input !== '' ? search.input : resultsQuery}
          onFocus={() => {
            // The results page keeps its query in the field; focusing it continues from that query.
            if (search.input === '' && resultsQuery !== '') search.type(resultsQuery);
            search.open();
          }}
          onChange={(event) => {
            setActive(-1);
            search.type(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="submit" className="site-search__submit" aria-label={t('search.submit')}>
          <SearchIcon />
        </button>
      </form>
      <div className="search-panel" hidden={!search.isOpen}>
        <div className="container search-panel__inner">
          <p className="search-panel__status" role="status" aria-live="polite">
            {statusOf()}
          </p>
          <div
            id={LISTBOX_ID}
            role="listbox"
            aria-label={t('search.panelLabel')}
            className="search-panel__listbox"
          >
            {parts ? (
              <parts.SearchChoices choices={choices} optionProps={optionProps} querying={querying} />
            ) : null}
          </div>
          <button
            type="button"
            className="search-panel__close"
            onClick={() => {
              close();
              inputRef.current?.blur();
            }}
          >
            <CloseIcon size={18} />
            <span>{t('search.close')}</span>
          </button>
        </div>
      </div>
    </div>
  );
});

/** On the search results page, the query it shows results for, as the shopper typed it; empty elsewhere. */
function useResultsQuery(): string {
  const [path] = useLocation();
  const query = useSearch();
  if (!isSearchPath(splitLanguage(path).path)) return '';
  return normaliseSearchQuery(new URLSearchParams(query).get('q') ?? '');
}
