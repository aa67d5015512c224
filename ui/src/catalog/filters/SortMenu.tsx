import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { SORT_OPTIONS, type SortOption } from '@fanshop/core/catalog';
import { listboxKeyTarget } from '@fanshop/core/shared';
import { useService } from '../../di/services-context';
import { useT } from '../../i18n/i18n-context';
import { useDismissOnLeave } from '../../components/use-dismiss-on-leave';

/**
 * The sort options of spec section 9 as a styled select-only control (the WAI-ARIA listbox pattern):
 * a button naming the current order opens a listbox; arrows, Home, End and type-ahead move through it,
 * Enter or Space (or a click) chooses and loads the listing sorted that way, Escape closes it unchanged.
 * The focus goes into the listbox while it is open and back to the button after.
 */
export const SortMenu = observer(function SortMenu() {
  const store = useService('listing');
  const { t } = useT();
  const id = useId();
  const labelId = `${id}-label`;
  const buttonId = `${id}-button`;
  const listId = `${id}-list`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const fieldRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const selected = Math.max(
    0,
    SORT_OPTIONS.findIndex((option) => option.id === store.sortOption.id),
  );
  const [active, setActive] = useState(selected);
  const labels = SORT_OPTIONS.map((option) => t(`filters.sort.${option.id}`));

  useEffect(() => {
    if (open) listRef.current?.focus();
  }, [open]);

  const show = (index = selected) => {
    setActive(index);
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };
  // The focus or a press going elsewhere closes the list unchanged, and leaves the focus where it went.
  useDismissOnLeave(fieldRef, open, () => close(false));
  const choose = (option: SortOption | undefined) => {
    close(true);
    if (option && option.id !== store.sortOption.id) store.sortBy(option);
  };

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      show();
    }
  };
  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(SORT_OPTIONS[active]);
      return;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (event.key === 'Tab') {
      close(false);
      return;
    }
    const target = listboxKeyTarget(event.key, active, labels);
    if (target === null) return;
    event.preventDefault();
    setActive(target);
    document.getElementById(optionId(target))?.scrollIntoView?.({ block: 'nearest' });
  };

  return (
    <div className="sort-menu">
      <span className="sort-menu__label" id={labelId}>
        {t('filters.sortBy')}
      </span>
      <div className="sort-menu__field" ref={fieldRef}>
        <button
          ref={buttonRef}
          id={buttonId}
          type="button"
          className="sort-menu__control"
          aria-haspopup="listbox"
          aria-expanded={open}
          aria-controls={open ? listId : undefined}
          aria-labelledby={`${labelId} ${buttonId}`}
          onClick={() => (open ? close(true) : show())}
          onKeyDown={onButtonKeyDown}
        >
          <span className="sort-menu__value">{labels[selected]}</span>
          <span className="sort-menu__chevron" aria-hidden="true" />
        </button>
        {open ? (
          <ul
            ref={listRef}
            id={listId}
            className="sort-menu__list"
            role="listbox"
            tabIndex={-1}
            aria-labelledby={labelId}
            aria-activedescendant={optionId(active)}
            onKeyDown={onListKeyDown}
          >
            {SORT_OPTIONS.map((option, index) => (
              // The listbox holds the focus and takes the keys (aria-activedescendant); options are clicked.
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={option.id}
                id={optionId(index)}
                role="option"
                aria-selected={index === selected}
                className={`sort-menu__option${index === active ? ' sort-menu__option--active' : ''}`}
                onMouseEnter={() => setActive(index)}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
              >
                {labels[index]}
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
});
