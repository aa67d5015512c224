import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { classifyLink, localisePath } from '@fanshop/core/navigation';
import type { Language } from '@fanshop/core/shared';
import type { AppConfig } from '../app/app-config';
import { followLink, LINK_TARGETS_KEPT, linkTarget } from './link-rules';

const config: AppConfig = {
  apiBaseUrl: 'http://api.test',
  checkoutUrl: 'http://checkout.test',
  shopOrigin: 'http://shop.test',
};

/** What core's rules say of an address, as a link's anchor carries it. */
function byCore(href: string, language: Language) {
  const target = classifyLink(href, { checkoutUrl: config.checkoutUrl, shopHosts: ['shop.test'] });
  return target.kind === 'in-app'
    ? { kind: 'in-app', href: localisePath(target.path, language) }
    : { kind: target.kind, href: target.href };
}

describe('a link’s target on a server (as this test runs: `import.meta.env.SSR`)', () => {
  it('is worked out by core’s rules, kept or not, however many addresses come and in any order', () => {
    expect(import.meta.env.SSR, 'the server’s path, where targets are kept').toBe(true);
    const address = fc.oneof(
      fc.webPath(),
      fc.webUrl(),
      fc.constantFrom(
        '/men/',
        'men',
        ' /de/men ',
        'http://shop.test/x',
        'http://checkout.test/c/',
        'mailto:a@b.c',
      ),
    );
    fc.assert(
      fc.property(
        fc.constantFrom<Language>('en-US', 'de-AT'),
        fc.array(address, { maxLength: 40 }),
        (language, hrefs) => {
          for (const href of [...hrefs, ...hrefs]) {
            expect(linkTarget(href, config, language)).toEqual(byCore(href, language));
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it(`keeps at most ${LINK_TARGETS_KEPT} per language, and answers the same after letting them go`, () => {
    for (let i = 0; i <= LINK_TARGETS_KEPT; i++) linkTarget(`/search/?q=${i}`, config, 'de-AT');
    expect(linkTarget('/search/?q=0', config, 'de-AT')).toEqual({ kind: 'in-app', href: '/de/search/?q=0' });
    expect(linkTarget('/search/?q=0', config, 'en-US')).toEqual({ kind: 'in-app', href: '/search/?q=0' });
  });

  it('writes no click handler: a server never runs one', () => {
    expect(followLink('/men/', () => undefined, undefined)).toBeUndefined();
  });
});
