import { formatLongDate, type Language } from '@fanshop/core/shared';

/**
 * A content date (ISO 8601) as the reader's language writes it, e.g. "October 28, 2026" or
 * "28. Oktober 2026", on its day in the shop's time zone (the core's `formatLongDate`, so the server
 * and the browser write the same text). An unreadable date gives an empty string.
 */
export function formatContentDate(iso: string | undefined, language: Language): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return formatLongDate(date.getTime(), language);
}

/** The machine-readable day of a content date for `<time dateTime>`, or `undefined`. */
export function contentDateTime(iso: string | undefined): string | undefined {
  if (!iso) return undefined;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
