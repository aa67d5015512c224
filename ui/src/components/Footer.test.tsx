import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { formatRoundPrice, FREE_DELIVERY_THRESHOLD } from '@fanshop/core/pricing';
import { createTestShop } from '../testing/test-shop';
import { Footer } from './Footer';

function linksOf(name: string): [string | null, string | null][] {
  return within(screen.getByRole('navigation', { name }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('Footer', () => {
  it('names core’s free-delivery threshold in the shopper’s language, as the cart and the checkout charge it', () => {
    createTestShop().render(<Footer />);
    expect(screen.getByText(/Free delivery in Austria from/)).toHaveTextContent(
      `Free delivery in Austria from ${formatRoundPrice(FREE_DELIVERY_THRESHOLD, 'en-US')}.`,
    );
    expect(formatRoundPrice(FREE_DELIVERY_THRESHOLD, 'en-US')).toBe('€50');
  });

  it('names the threshold in German as German prices are written', () => {
    createTestShop({ language: 'de-AT' }).render(<Footer />, '/de/');
    expect(screen.getByText(/Gratis Versand in Österreich ab/).textContent).toContain('ab €\u00a050.');
  });

  it('given English, then service and legal links point at the pages the API serves', () => {
    createTestShop().render(<Footer />);
    expect(linksOf('Customer service')).toEqual([
      ['Shipping', '/services/shipping/'],
      ['Returns', '/services/returns/'],
      ['Size guide', '/services/size-guide/'],
      ['Help & FAQ', '/faq/'],
      ['Contact us', '/services/contact/'],
    ]);
    expect(linksOf('Legal')).toEqual([
      ['Imprint', '/static/imprint/'],
      ['Privacy', '/static/privacy/'],
      ['Terms and conditions', '/static/terms/'],
    ]);
    expect(linksOf('Shop')).toContainEqual(['Brands', '/marken/']);
  });

  it('given German, then the links use the German slugs under /de/', () => {
    createTestShop({ language: 'de-AT' }).render(<Footer />, '/de/');
    expect(linksOf('Kundenservice')).toEqual([
      ['Versand', '/de/services/versand/'],
      ['Rücksendung', '/de/services/ruecksendung/'],
      ['Größentabelle', '/de/services/groessentabelle/'],
      ['Hilfe & FAQ', '/de/faq/'],
      ['Kontakt', '/de/services/kontakt/'],
    ]);
    expect(linksOf('Rechtliches')).toEqual([
      ['Impressum', '/de/static/impressum/'],
      ['Datenschutz', '/de/static/datenschutz/'],
      ['AGB', '/de/static/agb/'],
    ]);
    expect(linksOf('Shop')).toContainEqual(['Damen', '/de/damen/']);
  });

  it('then the payment methods are listed', () => {
    createTestShop().render(<Footer />);
    const methods = within(screen.getByRole('list', { name: 'Payment methods' })).getAllByRole('listitem');
    expect(methods.map((m) => m.textContent)).toEqual([
      'Credit card',
      'PayPal',
      'eps',
      'Invoice',
      'Pay on collection',
    ]);
  });
});
