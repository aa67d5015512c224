/** Countries a delivery address can be in, by ISO 3166-1 numeric code; Austria first. */
export const COUNTRY_IDS = [40, 276, 756, 380, 705, 348, 203, 703, 438] as const;

/** Austria, where the shop is. */
export const DEFAULT_COUNTRY_ID = 40;

/** The message key of a country's name; unknown ids get a generic label with the number. */
export function countryLabel(
  t: (key: string, options?: Record<string, unknown>) => string,
  id: number,
): string {
  return (COUNTRY_IDS as readonly number[]).includes(id)
    ? t(`account.countries.c${id}`)
    : t('account.countries.other', { id });
}
