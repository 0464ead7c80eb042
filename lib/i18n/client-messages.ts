/**
 * The namespaces client components read on the sign-in page and a customer's detail pages. Only these
 * are sent to the browser; everything else is rendered on the server, so a growing catalogue does not
 * grow every page's payload. The shell and the shared error pieces get their words as props or from
 * components/ui/ui-words.tsx, so the overview sends none at all.
 */
export const CLIENT_NAMESPACES = ["Controls", "Feedback", "Login"] as const;

/**
 * The namespaces the staff areas' client components (agent, supervisor, support forms) read: sent only
 * on those pages (components/shell/staff-messages.tsx), never to a customer.
 */
export const STAFF_CLIENT_NAMESPACES = [
  "Agent",
  "AgentMovements",
  "Appointments",
  "Approvals",
  "Errors",
  "Network",
  "Operations",
  "Rectifications",
  // The operator's generated line descriptions in the rectification form's line picker.
  "SystemDescription",
  // The new movement's tax type is named as everywhere else (IVA in Spanish).
  "Tax",
  "Tickets",
] as const;

const pick = (messages: Record<string, unknown>, namespaces: readonly string[]) =>
  Object.fromEntries(namespaces.map((namespace) => [namespace, messages[namespace]]));

export function clientMessages(messages: Record<string, unknown>): Record<string, unknown> {
  return pick(messages, CLIENT_NAMESPACES);
}

export function staffClientMessages(messages: Record<string, unknown>): Record<string, unknown> {
  return pick(messages, [...CLIENT_NAMESPACES, ...STAFF_CLIENT_NAMESPACES]);
}
