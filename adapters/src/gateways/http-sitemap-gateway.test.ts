import { describe, expect, it } from 'vitest';
import { HttpSitemapGateway } from './http-sitemap-gateway.js';
import { alternatesOf, toAlternates } from './alternates.js';
import { failureOf, gatewayHarness } from './testing/gateway-harness.js';

describe('HttpSitemapGateway', () => {
  it('when loading the pages, then the API types become kinds and the language keys shop languages', async () => {
    const { http, transport } = gatewayHarness();
    transport.answer('GET /api/v1/sitemap/', {
      status: 200,
      data: {
        pages: [
          { type: 'listing', alternates: { en: '/men/', de: '/herren/' } },
          {
            type: 'product',
            alternates: { en: '/p/ball-1/', de: '/p/ball-de-1/' },
            lastModified: '2026-01-02T00:00:00.000Z',
          },
          { type: 'services', alternates: { en: '/services/returns/', de: '/services/ruecksendung/' } },
          // One language only, an unknown type, and a path off the shop: all skipped.
          { type: 'listing', alternates: { en: '/kids/' } },
          { type: 'survey', alternates: { en: '/x/', de: '/y/' } },
          { type: 'listing', alternates: { en: '//evil.test/', de: '/herren/' } },
        ],
      },
    });
    expect(await new HttpSitemapGateway(http).pages()).toEqual([
      { kind: 'listing', paths: { 'en-US': '/men/', 'de-AT': '/herren/' } },
      {
        kind: 'product',
        paths: { 'en-US': '/p/ball-1/', 'de-AT': '/p/ball-de-1/' },
        lastModified: '2026-01-02T00:00:00.000Z',
      },
      { kind: 'static', paths: { 'en-US': '/services/returns/', 'de-AT': '/services/ruecksendung/' } },
    ]);
  });

  it('given an answer without pages, then it fails to parse naming the field', async () => {
    const { http, transport } = gatewayHarness();
    transport.answer('GET /api/v1/sitemap/', { status: 200, data: {} });
    const error = await failureOf(new HttpSitemapGateway(http).pages());
    expect((error as Error).message).toBe('failed to parse the server response: data.pages');
  });
});

describe('alternates', () => {
  it('when read, then short and full language keys are accepted and other keys and paths dropped', () => {
    expect(toAlternates({ en: '/a/', 'de-AT': '/b/', fr: '/c/', de: 'https://x.test/' })).toEqual({
      'en-US': '/a/',
      'de-AT': '/b/',
    });
    expect(alternatesOf({})).toEqual({});
    expect(alternatesOf(null)).toEqual({});
  });
});
