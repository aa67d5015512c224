import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createTestShop } from '../../testing/test-shop';
import { DeliveryPromise } from './DeliveryPromise';

// The test shop's clock stands at Sunday 22 November 2026, noon UTC.
describe('given the delivery promise under the buy button', () => {
  it('when the product costs less than the threshold, then it shows the estimate, the threshold and returns', () => {
    createTestShop().render(<DeliveryPromise prices={{ vk: 2995 }} />);
    expect(screen.getByText('Delivery in Austria: Tue, Nov 24 – Wed, Nov 25')).toBeInTheDocument();
    expect(screen.getByText('Free delivery from €50.00')).toBeInTheDocument();
    expect(screen.getByText('30 days to return, the label is in the parcel')).toBeInTheDocument();
  });

  it('when the product alone reaches the threshold, then it says it ships free, in German too', () => {
    createTestShop({ language: 'de-AT' }).render(<DeliveryPromise prices={{ vk: 7595 }} />, '/de/');
    expect(screen.getByText('Dieser Artikel wird gratis geliefert')).toBeInTheDocument();
    expect(
      screen.getByText(/^Lieferung in Österreich: Di\., 24\. Nov\.? – Mi\., 25\. Nov\.?$/),
    ).toBeInTheDocument();
  });
});
