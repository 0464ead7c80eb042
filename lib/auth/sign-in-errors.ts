/** Error codes the login page understands (next-auth passes them as ?error= or in signIn's result). */
export const SIGN_IN_ERROR = {
  /** next-auth's code when authorize() returns null: wrong username or password. */
  credentials: "CredentialsSignin",
  unavailable: "ServiceUnavailable",
  /** Too many wrong passwords; sent as "TooManyAttempts:<seconds to wait>". */
  throttled: "TooManyAttempts",
} as const;

/** What the login form says for a code: a `Login.errors.<key>` message and its arguments. */
export type SignInError =
  | { key: "wrongCredentials" | "unavailable" | "sessionExpired" | "unknown" }
  | { key: "throttled"; minutes: number };

export function signInError(code: string | null | undefined): SignInError | undefined {
  if (!code) return undefined;
  if (code === SIGN_IN_ERROR.credentials) return { key: "wrongCredentials" };
  if (code === SIGN_IN_ERROR.unavailable) return { key: "unavailable" };
  if (code === "SessionExpired") return { key: "sessionExpired" };
  if (code.startsWith(`${SIGN_IN_ERROR.throttled}:`)) {
    return { key: "throttled", minutes: Math.max(1, Math.ceil(Number(code.split(":")[1]) / 60) || 1) };
  }
  return { key: "unknown" };
}
