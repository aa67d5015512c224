import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createTestShop } from '../testing/test-shop';
import { ErrorView } from './ErrorView';

describe('ErrorView', () => {
  it('given 404, then it shows Page Not Found with the status code and a way home', () => {
    createTestShop().render(<ErrorView status={404} />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy();
    expect(screen.getByText('404')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the shop' }).getAttribute('href')).toBe('/');
  });

  it('given any other status, then it shows Internal Server Error, in German under /de/', () => {
    createTestShop({ language: 'de-AT' }).render(<ErrorView status={503} />, '/de/x/');
    expect(screen.getByRole('heading', { name: 'Interner Serverfehler' })).toBeTruthy();
    expect(screen.getByText('503')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zurück zum Shop' }).getAttribute('href')).toBe('/de/');
  });
});
