import { test } from './support/fixtures';

/**
 * The header search in every engine, and with Safari's button focus (tag @focus): typing shows the
 * query's suggestions after the debounce, and the magnifier button searches for what was typed.
 */

const FIELD = { role: 'combobox', name: 'Search the shop' } as const;
const QUERY = 'jersey';

test(
  'the header search: suggestions, then the magnifier button searches',
  { tag: ['@phone', '@desktop', '@focus'] },
  async ({ shopper }) => {
    await shopper.open('/');
    await shopper.typeInto(FIELD, QUERY);
    const suggestions = { role: 'listbox', name: 'Search suggestions' };
    await shopper.see({ role: 'option', name: new RegExp(QUERY, 'i'), within: suggestions });
    await shopper.attributeIs(FIELD, 'aria-expanded', 'true');

    // Safari gives the button no focus: the field blurs with no related target, and the search must go on.
    await shopper.click({ role: 'button', name: 'Search', within: { role: 'search' } });
    await shopper.urlIs(
      'the search results',
      (url) => url.pathname === '/search/' && url.searchParams.get('q') === QUERY,
    );
    await shopper.see({ role: 'heading', name: `Results for “${QUERY}”` });
    await shopper.gone(suggestions);
  },
);

test('Enter in the search field searches', { tag: ['@phone', '@desktop'] }, async ({ shopper }) => {
  await shopper.open('/men/');
  await shopper.typeInto(FIELD, 'scarf');
  await shopper.see({ role: 'listbox', name: 'Search suggestions' });
  await shopper.press('Enter');
  await shopper.urlIs(
    'the search results',
    (url) => url.pathname === '/search/' && url.searchParams.get('q') === 'scarf',
  );
  await shopper.see({ role: 'heading', name: 'Results for “scarf”' });
});
