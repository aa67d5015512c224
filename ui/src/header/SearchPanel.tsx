import { useRef, useState, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { useLocation, useSearch } from 'wouter';
import { localisePath, splitLanguage } from '@fanshop/core/navigation';
import { isSearchPath, tileName } from '@fanshop/core/catalog';
import { normaliseSearchQuery, SEARCH_PATH } from '@fanshop/core/search';
import type { HeaderBlogPost, Suggestion } from '@fanshop/core/header';
import type { ProductTile } from '@fanshop/core/catalog';
import { useService } from '../di/services-context';
import { useT } from '../i18n/i18n-context';
import { Price } from '../components/Price';
import { useDismissOnLeave } from '../components/use-dismiss-on-leave';
import { CloseIcon, SearchIcon } from './icons';

/** Product previews shown in the panel; more would push the posts out of sight on a phone. */
const PREVIEWS_SHOWN = 4;
/** Blog posts shown in the panel. */
const POSTS_SHOWN = 3;

const LISTBOX_ID = 'search-panel-options';

/** One choosable entry of the panel, in keyboard order. */
type Choice =
  | { readonly kind: 'suggestion'; readonly id: string; readonly suggestion: Suggestion }
  | { readonly kind: 'product'; readonly id: string; readonly product: ProductTile }
  | { readonly kind: 'post'; readonly id: string; readonly post: HeaderBlogPost };

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

  const choices: Choice[] = search.isOpen
    ? [
        ...search.suggestions.map((suggestion, i) => ({
          kind: 'suggestion' as const,
          id: `search-suggestion-${i}`,
          suggestion,
        })),
        ...search.products.slice(0, PREVIEWS_SHOWN).map((product) => ({
          kind: 'product' as const,
          id: `search-product-${product.id}`,
          product,
        })),
        ...search.posts.slice(0, POSTS_SHOWN).map((post) => ({
          kind: 'post' as const,
          id: `search-post-${post.id}`,
          post,
        })),
      ]
    : [];
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
      setActive((current) => {
        const next = current + step;
        if (next < 0) return choices.length - 1;
        return next >= choices.length ? 0 : next;
      });
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

  const optionProps = (choice: Choice, index: number) => ({
    id: choice.id,
    role: 'option' as const,
    'aria-selected': index === active,
    className: `search-panel__option${index === active ? ' search-panel__option--active' : ''}`,
    // Keeps the focus in the field, so the panel does not close before the click lands.
    onMouseDown: (event: { preventDefault(): void }) => event.preventDefault(),
    onClick: () => choose(choice),
    onMouseEnter: () => setActive(index),
  });

  const suggestionChoices = choices.filter((c) => c.kind === 'suggestion');
  const productChoices = choices.filter((c) => c.kind === 'product');
  const postChoices = choices.filter((c) => c.kind === 'post');
  const querying = search.input.trim() !== '';
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
            {search.isOpen && search.searching ? t('search.searching') : ''}
            {search.isOpen && !search.searching && search.noResults
              ? t('search.noResults', { query: search.input.trim() })
              : ''}
          </p>
          <div
            id={LISTBOX_ID}
            role="listbox"
            aria-label={t('search.panelLabel')}
            className="search-panel__listbox"
          >
            {suggestionChoices.length > 0 ? (
              <div role="group" aria-labelledby="search-group-suggestions" className="search-panel__group">
                <p id="search-group-suggestions" className="search-panel__heading">
                  {t(querying ? 'search.suggestions' : 'search.topSearches')}
                </p>
                <ul className="search-panel__suggestions" role="presentation">
                  {suggestionChoices.map((choice) => {
                    if (choice.kind !== 'suggestion') return null;
                    const index = choices.indexOf(choice);
                    const { phrase, weight } = choice.suggestion;
                    return (
                      <li
                        key={choice.id}
                        {...optionProps(choice, index)}
                        aria-label={t('search.suggestionLabel', { phrase, count: weight })}
                      >
                        <span className="search-panel__phrase">{phrase}</span>
                        <span className="search-panel__count" aria-hidden="true">
                          {weight}
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ) : null}
            {productChoices.length > 0 ? (
              <div role="group" aria-labelledby="search-group-products" className="search-panel__group">
                <p id="search-group-products" className="search-panel__heading">
                  {t(querying ? 'search.products' : 'search.popularProducts')}
                </p>
                <ul className="search-panel__products" role="presentation">
                  {productChoices.map((choice) => {
                    if (choice.kind !== 'product') return null;
                    const index = choices.indexOf(choice);
                    const { product } = choice;
                    return (
                      <li key={choice.id} {...optionProps(choice, index)}>
                        <img
                          className="search-panel__image"
                          src={product.image}
                          alt=""
                          width={72}
                          height={72}
                          loading="lazy"
                        />
                        <span className="search-panel__product-text">
                          <span className="search-panel__brand">{product.brand}</span>
                          {/* Without the brand it starts with (shown above it), as on a tile. */}
                          <span className="search-panel__name">{tileName(product.name, product.brand)}</span>
                          <Price prices={product.prices} size="sm" />
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ) : null}
            {postChoices.length > 0 ? (
              <div role="group" aria-labelledby="search-group-posts" className="search-panel__group">
                <p id="search-group-posts" className="search-panel__heading">
                  {t('search.posts')}
                </p>
                <ul className="search-panel__posts" role="presentation">
                  {postChoices.map((choice) => {
                    if (choice.kind !== 'post') return null;
                    const index = choices.indexOf(choice);
                    const { post } = choice;
                    return (
                      <li key={choice.id} {...optionProps(choice, index)}>
                        {post.image ? (
                          <img
                            className="search-panel__post-image"
                            src={post.image}
                            alt=""
                            width={96}
                            height={64}
                            loading="lazy"
                          />
                        ) : null}
                        <span className="search-panel__post-title">{post.title}</span>
                      </li>
                    );
                  })}
                </ul>
              </div>
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
