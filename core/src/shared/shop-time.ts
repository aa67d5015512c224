/** The shop's time zone, Europe/Vienna: what a shop day or date means, for display and for rules. */

const HOUR_MS = 3_600_000;

/** The instant (ms) of 01:00 UTC on the last Sunday of a month (0-based), when EU clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/**
 * The shop's time zone, Europe/Vienna, as an offset from UTC at `instant`: CET (UTC+1), and CEST
 * (UTC+2) from the last Sunday of March to the last Sunday of October at 01:00 UTC, the EU's rule
 * since 1996.
 */
export function shopTimeOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9);
  return (summer ? 2 : 1) * HOUR_MS;
}

/** Vienna's wall clock at `instant`, as a date whose UTC fields read it (day, month, hour…). */
export function shopWallClock(instant: number): Date {
  return new Date(instant + shopTimeOffsetMs(instant));
}
