import type { Messages } from '../i18n';
import { assembleMessages } from '../messages-assembly';

const files = import.meta.glob<Messages>(
  ['../messages/de-AT/*.json', '../../../../messages/de-AT/forms.json'],
  {
    eager: true,
    import: 'default',
  },
);

/** All de-AT messages in one module, so a page loads its language in one request. */
export default assembleMessages(files)['de-AT'] ?? {};
