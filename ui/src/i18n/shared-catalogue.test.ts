// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@fanshop/core/shared';
import deForms from '@fanshop/messages/de-AT/forms.json';
import enForms from '@fanshop/messages/en-US/forms.json';
import deBundle from './bundles/de-AT';
import enBundle from './bundles/en-US';
import deAccountBundle from './bundles/account/de-AT';
import enAccountBundle from './bundles/account/en-US';
import { allMessages } from './messages.server';

const SHARED = { 'en-US': enForms, 'de-AT': deForms } as const;
const BUNDLES = { 'en-US': enBundle, 'de-AT': deBundle } as const;
// The forms are worded on the account pages only, whose texts the browser loads apart.
const ACCOUNT_BUNDLES = { 'en-US': enAccountBundle, 'de-AT': deAccountBundle } as const;

describe('the storefront reads the shop catalogue it shares with the checkout host', () => {
  for (const language of LANGUAGES) {
    it(`words its forms in ${language} from @fanshop/messages, on the server and in the browser`, () => {
      expect(allMessages[language]?.forms).toEqual(SHARED[language]);
      expect(ACCOUNT_BUNDLES[language].forms).toEqual(SHARED[language]);
    });

    it(`leaves the checkout host's own namespace out of its ${language} pages`, () => {
      expect(allMessages[language]).not.toHaveProperty('checkout');
      expect(BUNDLES[language]).not.toHaveProperty('checkout');
      expect(ACCOUNT_BUNDLES[language]).not.toHaveProperty('checkout');
    });
  }
});
