/**
 * The warm-up before a measurement: windows of this length until the CPU per page of the last three
 * windows differs by less than `WARM_TOLERANCE`, for `WARM_MAX_SECONDS` at most. A fresh server's page costs two to
 * three times its steady cost for its first 20 to 30 seconds under load (V8 optimises React's renderer and
 * the shop's code, and the heap grows to the load); a server in service runs for hours, so its steady cost
 * is what a core serves.
 */
export const WARM_WINDOW_SECONDS = 5;
export const WARM_TOLERANCE = 0.05;
export const WARM_MAX_SECONDS = 60;

/** Whether a warm-up's last three windows agree: the cost has stopped falling. */
export function isWarm(cpuMsPerWindow: readonly number[]): boolean {
  const last = cpuMsPerWindow.slice(-3);
  if (last.length < 3) return false;
  const low = Math.min(...last);
  return Math.max(...last) - low <= WARM_TOLERANCE * low;
}

/** Warms `window` (which answers the CPU per page of one window) until it is steady or the time is up. */
export async function warmUntilSteady(
  window: () => Promise<number>,
  maxSeconds = WARM_MAX_SECONDS,
): Promise<WarmUp> {
  const windows: number[] = [];
  while (!isWarm(windows) && windows.length * WARM_WINDOW_SECONDS < maxSeconds) windows.push(await window());
  return { cpuMsPerWindow: windows, seconds: windows.length * WARM_WINDOW_SECONDS, steady: isWarm(windows) };
}

/** The warm-up's trail: the CPU per page in each window, and how long it took. */
export interface WarmUp {
  readonly cpuMsPerWindow: readonly number[];
  readonly seconds: number;
  readonly steady: boolean;
}
