import type { Messages } from '../i18n';
import { assembleMessages } from '../messages-assembly';

const files = import.meta.glob<Messages>(
  ['../messages/de-AT/*.json', '!../messages/de-AT/account.json', '!../messages/de-AT/auth.json'],
  {
    eager: true,
    import: 'default',
  },
);

/**
 * The de-AT messages of every page in one module, so a page loads its language in one request. The
 * texts only the account pages use come apart (`account/de-AT.ts`).
 */
export default assembleMessages(files)['de-AT'] ?? {};
