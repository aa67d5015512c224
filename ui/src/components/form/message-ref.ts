/**
 * A message to show: an i18n key with its values, or a text as the server wrote it when the shop
 * has no words for it.
 */
export type MessageRef =
  | { readonly key: string; readonly values?: Readonly<Record<string, string | number>> }
  | { readonly text: string };

/** Renders a message reference with a translate function. */
export function messageText(
  t: (key: string, options?: Record<string, unknown>) => string,
  message: MessageRef,
): string {
  return 'text' in message
    ? message.text
    : t(message.key, message.values ? { ...message.values } : undefined);
}
