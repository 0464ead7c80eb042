// Runs once when the portal's server starts: a wrong base URL or credential stops it right away,
// with a message naming the variable, instead of failing on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") await import("./lib/env");
}
