import type { Language } from '@fanshop/core/shared';
import type { Messages } from './i18n';
import { assembleMessages } from './messages-assembly';

// The storefront's own namespaces, and those of the shop's catalogue it shares with the checkout host.
const files = import.meta.glob<Messages>(['./messages/*/*.json', '../../../messages/*/forms.json'], {
  eager: true,
  import: 'default',
});

/** Every language's messages, for server rendering. */
export const allMessages = assembleMessages(files);

/** One language's messages, for the server's own use of a page's texts. */
export function messagesOf(language: Language): Messages {
  return allMessages[language] ?? {};
}
