import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { ListingMother } from '@fanshop/core/testing';
import { createTestShop } from '../testing/test-shop';
import { Header } from './Header';

async function headerOn(path: string, alternates?: Record<string, string>) {
  const shop = createTestShop();
  const listing = ListingMother.menJerseys();
  shop.fakes.listing.with('/men/jerseys/', {
    ...listing,
    seo: { ...listing.seo, ...(alternates ? { alternates } : {}) },
  });
  await shop.services.router.resolve(path);
  await act(async () => {
    shop.render(<Header />, path);
  });
  return screen.getByRole('link', { name: 'Deutsch' });
}

describe('given a listing with translated slugs on screen', () => {
  it('when the header renders, then the language switch leads to its German path, query kept', async () => {
    const link = await headerOn('/men/jerseys/?filters=101', {
      'en-US': '/men/jerseys/',
      'de-AT': '/herren/trikots/',
    });
    expect(link).toHaveAttribute('href', '/de/herren/trikots/?filters=101');
  });

  it('when the page names no alternates, then the switch keeps the path under the other prefix', async () => {
    const link = await headerOn('/men/jerseys/');
    expect(link).toHaveAttribute('href', '/de/men/jerseys/');
  });
});
