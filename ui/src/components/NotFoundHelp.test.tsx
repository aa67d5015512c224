import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestShop } from '../testing/test-shop';
import { ErrorView } from './ErrorView';

describe('given the page-not-found page', () => {
  it("when it shows, then its heading is the spec's Page Not Found, with a search and popular links", () => {
    createTestShop().render(<ErrorView status={404} />);

    expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the shop instead' })).toBeInTheDocument();
    // Its own name keeps it apart from the header's search landmark.
    expect(screen.getByRole('search', { name: 'Search the shop instead' })).toBeInTheDocument();
    const popular = screen.getByRole('navigation', { name: 'Popular with fans' });
    expect(within(popular).getByRole('link', { name: 'Jerseys' })).toHaveAttribute('href', '/jerseys/');
    expect(within(popular).getByRole('link', { name: 'Help & FAQ' })).toHaveAttribute('href', '/faq/');
  });

  it('when the shopper searches from it, then the search results for the query open', async () => {
    const shop = createTestShop();
    shop.render(<ErrorView status={404} />, '/nothing-here/');

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search the shop instead' }),
      'home jersey{Enter}',
    );

    // The query goes into the URL by the shop's one rule: spaces as plus signs (spec section 2).
    expect(shop.fakes.navigator.visits).toEqual(['/search/?q=home+jersey']);
  });

  it('when it shows in German, then the popular links use the German slugs', () => {
    createTestShop({ language: 'de-AT' }).render(<ErrorView status={404} />, '/de/nichts/');
    const popular = screen.getByRole('navigation', { name: 'Beliebt bei Fans' });
    expect(within(popular).getByRole('link', { name: 'Trikots' })).toHaveAttribute('href', '/de/trikots/');
  });

  it('when the error is a server error, then it offers no search', () => {
    createTestShop().render(<ErrorView status={503} />);
    expect(screen.queryByRole('search')).not.toBeInTheDocument();
  });
});
