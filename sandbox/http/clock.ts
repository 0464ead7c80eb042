/**
 * The sandbox's one clock: real time plus an offset that tests move through `POST /__admin/clock`
 * instead of sleeping (token expiry, the refresh-reuse grace window, consent expiry, device-swap ages).
 * A test may also stop it at an instant, so that a boundary ("exactly now") can be hit to the millisecond.
 * Per process: each sandbox process of a scale-out test has its own.
 */
let offsetMs = 0;
let frozenAtMs: number | undefined;

export const sandboxNow = (): number => frozenAtMs ?? Date.now() + offsetMs;
export const sandboxDate = (): Date => new Date(sandboxNow());

export function advanceClock(ms: number): number {
  if (frozenAtMs !== undefined) frozenAtMs += ms;
  offsetMs += ms;
  return offsetMs;
}

/** Stops the clock at `ms` (epoch milliseconds) until it is reset. */
export function freezeClockAt(ms: number): number {
  frozenAtMs = ms;
  offsetMs = ms - Date.now();
  return offsetMs;
}

export function resetClock(): void {
  offsetMs = 0;
  frozenAtMs = undefined;
}

export const clockOffsetMs = (): number => offsetMs;
