/** The time approvals are judged against (expiry); tests move it instead of waiting. */
export const approvalClock = { now: (): Date => new Date() };
