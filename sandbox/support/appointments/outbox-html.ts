import type { OutboxMessage } from "../../../contract/appointments";
import { pageCsp } from "../../http/security-headers";

const OUTBOX_STYLE =
  "body{font:14px system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse;width:100%}th,td{border:1px solid #ccc;padding:.4rem .6rem;text-align:left;vertical-align:top}th{background:#f3f3f3}";

/** The page loads nothing and runs no script: its one inline style is all its policy allows. */
export const OUTBOX_CSP = pageCsp(OUTBOX_STYLE);

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A plain page for a human to see which SMS the sandbox "sent". */
export function renderOutboxPage(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) =>
        `<tr><td>${escapeHtml(m.receivedAt)}</td><td>${escapeHtml(m.to)}</td><td>${escapeHtml(m.sender)}</td>` +
        `<td>${escapeHtml(m.body)}</td><td>${escapeHtml(m.appointmentId)}</td><td><code>${escapeHtml(m.eventId)}</code></td></tr>`,
    )
    .join("\n");
  const table = messages.length
    ? `<table><thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Sender</th><th scope="col">Message</th><th scope="col">Appointment</th><th scope="col">Event</th></tr></thead><tbody>\n${rows}\n</tbody></table>`
    : "<p>No SMS yet. POST an appointment event to /appointments/v1/event.</p>";
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sandbox SMS outbox</title>
<style>${OUTBOX_STYLE}</style>
</head>
<body><h1>SMS outbox</h1><p>${messages.length} message(s), newest first.</p>
${table}
</body></html>`;
}
