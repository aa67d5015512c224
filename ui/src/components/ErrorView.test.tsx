import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestShop } from '../testing/test-shop';
import { ErrorView } from './ErrorView';

describe('ErrorView', () => {
  it('given 404, then it shows Page Not Found with the status code and a way home', () => {
    createTestShop().render(<ErrorView status={404} />);
    // Exactly as the spec writes it (section 8), not in the site's sentence case.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Page Not Found$/);
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute('href', '/');
  });

  it('given 404 in German, then the heading keeps its translation', () => {
    createTestShop({ language: 'de-AT' }).render(<ErrorView status={404} />, '/de/x/');
    expect(screen.getByRole('heading', { name: 'Seite nicht gefunden' })).toBeInTheDocument();
  });

  it('given a server error in English, then the heading is exactly Internal Server Error', () => {
    createTestShop().render(<ErrorView status={500} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Internal Server Error$/);
    expect(screen.getByText('500')).toBeInTheDocument();
  });

  it('given any other status, then it shows Internal Server Error, in German under /de/', () => {
    createTestShop({ language: 'de-AT' }).render(<ErrorView status={503} />, '/de/x/');
    expect(screen.getByRole('heading', { name: 'Interner Serverfehler' })).toBeInTheDocument();
    expect(screen.getByText('503')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zurück zum Shop' })).toHaveAttribute('href', '/de/');
  });
});

describe('ErrorView retry', () => {
  it('given a server error, when the shopper presses Try again, then the same address is loaded again', async () => {
    const shop = createTestShop();
    const router = shop.services.router;
    const resolve = vi.spyOn(router, 'resolve').mockResolvedValue({
      kind: 'redirect',
      location: router.current.url,
    });
    shop.render(<ErrorView status={503} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(resolve).toHaveBeenCalledWith(router.current.url);
  });

  it('given a page that does not exist, then it offers no retry', () => {
    createTestShop().render(<ErrorView status={404} />);
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
