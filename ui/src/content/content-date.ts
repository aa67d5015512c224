/**
 * A content date (ISO 8601) as the reader's language writes it, e.g. "October 28, 2026" or
 * "28. Oktober 2026". The shop's time zone is fixed, so the server and the browser write the same day
 * and hydration matches. An unreadable date gives an empty string.
 */
export function formatContentDate(iso: string | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'Europe/Vienna' }).format(date);
}

/** The machine-readable day of a content date for `<time dateTime>`, or `undefined`. */
export function contentDateTime(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
