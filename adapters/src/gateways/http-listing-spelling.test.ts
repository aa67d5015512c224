import { describe, expect, it } from 'vitest';
import { HttpListingGateway, listingQuery } from './http-listing-gateway.js';
import { aListingAnswer } from './testing/api-answers.js';
import { gatewayHarness } from './testing/gateway-harness.js';

const request = {
  path: '/search/',
  query: { filters: [], q: 'jersy' },
  priceType: 'vk' as const,
  language: 'en-US' as const,
};

async function listingAnswering(extra: Record<string, unknown>) {
  const harness = gatewayHarness();
  const answer = { ...aListingAnswer(), products: [], ...extra };
  harness.transport.answer(`GET /api/v1/listing/?${listingQuery(request)}`, { status: 200, data: answer });
  return new HttpListingGateway(harness.http).getListing(request);
}

describe('given a search answer that found nothing', () => {
  it('when the API suggests a spelling, then the listing carries it as "did you mean"', async () => {
    expect((await listingAnswering({ spelling: 'jersey' }))?.didYouMean).toBe('jersey');
  });

  it('when the API has no suggestion (null, empty or none), then the listing has none', async () => {
    for (const extra of [{ spelling: null }, { spelling: '' }, {}]) {
      expect(await listingAnswering(extra)).not.toHaveProperty('didYouMean');
    }
  });
});
