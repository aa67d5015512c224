import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createTestShop } from '../testing/test-shop';
import { StartShoppingLink } from './StartShoppingLink';

describe('given the start shopping control', () => {
  it('when it shows, then it is the primary button to the shop home, in each language', () => {
    createTestShop().render(<StartShoppingLink />);
    const link = screen.getByRole('link', { name: 'Start shopping' });
    expect(link).toHaveAttribute('href', '/');
    expect(link).toHaveClass('button', 'start-shopping');
    expect(link).not.toHaveClass('button--secondary');
  });

  it('when it shows in German, then it reads Jetzt einkaufen and leads to the German home', () => {
    createTestShop({ language: 'de-AT' }).render(<StartShoppingLink />, '/de/');
    expect(screen.getByRole('link', { name: 'Jetzt einkaufen' })).toHaveAttribute('href', '/de/');
  });
});
