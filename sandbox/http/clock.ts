/**
 * The sandbox's clock for tokens: real time plus an offset that tests move through
 * `POST /__admin/clock` instead of sleeping (token expiry, the refresh-reuse grace window).
 * Per process: each sandbox process of a scale-out test has its own.
 */
let offsetMs = 0;

export const sandboxNow = (): number => Date.now() + offsetMs;
export const sandboxDate = (): Date => new Date(sandboxNow());

export function advanceClock(ms: number): number {
  offsetMs += ms;
  return offsetMs;
}

export function resetClock(): void {
  offsetMs = 0;
}

export const clockOffsetMs = (): number => offsetMs;
