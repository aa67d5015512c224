import type { Messages } from '../i18n';
import { assembleMessages } from '../messages-assembly';

const files = import.meta.glob<Messages>(
  ['../messages/en-US/*.json', '!../messages/en-US/account.json', '!../messages/en-US/auth.json'],
  {
    eager: true,
    import: 'default',
  },
);

/**
 * The en-US messages of every page in one module, so a page loads its language in one request. The
 * texts only the account pages use come apart (`account/en-US.ts`).
 */
export default assembleMessages(files)['en-US'] ?? {};
