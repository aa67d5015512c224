import type { Messages } from '../../i18n';
import { assembleMessages } from '../../messages-assembly';

const files = import.meta.glob<Messages>(
  ['../../messages/en-US/{account,auth}.json', '../../../../../messages/en-US/forms.json'],
  { eager: true, import: 'default' },
);

/** The en-US texts of the sign-in, registration, password and my-account pages and their forms. */
export default assembleMessages(files)['en-US'] ?? {};
