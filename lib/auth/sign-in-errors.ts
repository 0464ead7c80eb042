/** Error codes the login page understands (next-auth passes them as ?error= or in signIn's result). */
export const SIGN_IN_ERROR = {
  /** next-auth's code when authorize() returns null: wrong username or password. */
  credentials: "CredentialsSignin",
  unavailable: "ServiceUnavailable",
  /** Too many wrong passwords; sent as "TooManyAttempts:<seconds to wait>". */
  throttled: "TooManyAttempts",
} as const;

export function signInErrorMessage(code: string | null | undefined): string | undefined {
  if (!code) return undefined;
  if (code === SIGN_IN_ERROR.credentials) return "The username or password is not correct.";
  if (code === SIGN_IN_ERROR.unavailable)
    return "Sign-in is not available right now. Please try again in a moment.";
  if (code === "SessionExpired") return "Your session has ended. Please sign in again.";
  if (code.startsWith(`${SIGN_IN_ERROR.throttled}:`)) {
    const minutes = Math.max(1, Math.ceil(Number(code.split(":")[1]) / 60) || 1);
    return `Too many sign-in attempts. For your security, try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`;
  }
  return "Sign-in did not work. Please try again.";
}
