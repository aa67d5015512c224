import type { Messages } from '../i18n';
import { assembleMessages } from '../messages-assembly';

const files = import.meta.glob<Messages>(
  ['../messages/en-US/*.json', '../../../../messages/en-US/forms.json'],
  {
    eager: true,
    import: 'default',
  },
);

/** All en-US messages in one module, so a page loads its language in one request. */
export default assembleMessages(files)['en-US'] ?? {};
