const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

const XML_ESCAPES: Record<string, string> = { ...HTML_ESCAPES, "'": '&apos;' };

// eslint-disable-next-line no-control-regex -- exactly the characters XML 1.0 forbids
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/**
 * Escapes text for XML element content and quoted attribute values, dropping the control characters
 * XML 1.0 cannot hold at all (a stray one would make the whole document unreadable).
 */
export function escapeXml(value: string): string {
  return value.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}
