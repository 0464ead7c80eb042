/**
 * The namespaces client components read. Only these are sent to the browser; everything else is
 * rendered on the server, so a growing catalogue does not grow every page's payload.
 */
export const CLIENT_NAMESPACES = ["DisplaySettings", "Feedback", "Login", "Nav", "Shell", "SignOut"] as const;

export function clientMessages(messages: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(CLIENT_NAMESPACES.map((namespace) => [namespace, messages[namespace]]));
}
