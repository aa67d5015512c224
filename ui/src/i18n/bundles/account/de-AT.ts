import type { Messages } from '../../i18n';
import { assembleMessages } from '../../messages-assembly';

const files = import.meta.glob<Messages>(
  ['../../messages/de-AT/{account,auth}.json', '../../../../../messages/de-AT/forms.json'],
  { eager: true, import: 'default' },
);

/** The de-AT texts of the sign-in, registration, password and my-account pages and their forms. */
export default assembleMessages(files)['de-AT'] ?? {};
