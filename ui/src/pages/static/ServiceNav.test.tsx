import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createTestShop } from '../../testing/test-shop';
import { ServiceNav } from './ServiceNav';

describe('given the "Need more help?" box', () => {
  it('when it is shown on the FAQ, then it leads to the contact page, not back to the FAQ alone', () => {
    createTestShop().render(<ServiceNav currentPath="/faq/" />);
    const help = screen.getByRole('complementary', { name: 'Need more help?' });

    expect(within(help).getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      '/services/contact/',
    );
    expect(within(help).getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/services/contact/',
    );
    expect(within(help).getByRole('link', { name: 'Help & FAQ' })).toHaveAttribute('aria-current', 'page');
  });

  it('when it is shown in German, then it leads to the German contact page', () => {
    createTestShop({ language: 'de-AT' }).render(<ServiceNav />, '/de/faq/');
    const help = screen.getByRole('complementary', { name: 'Noch Fragen?' });
    expect(within(help).getByRole('link', { name: 'Kundenservice kontaktieren' })).toHaveAttribute(
      'href',
      '/de/services/kontakt/',
    );
  });

  it('when it is shown on the contact page itself, then it does not offer the page again as the way out', () => {
    createTestShop().render(<ServiceNav currentPath="/services/contact/" />);
    expect(screen.queryByRole('link', { name: 'Contact customer service' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveAttribute('aria-current', 'page');
  });
});
