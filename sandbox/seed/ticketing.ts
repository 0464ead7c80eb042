import type { CustomFieldValue, TicketField, TicketStatus } from "../../contract/ticketing";
import type { SandboxDb } from "../store/db";
import { ticketHistory, tickets } from "../store/schema";
import { findTransition } from "../support/ticketing/workflow";
import { SEED_NOW, seededRandom } from "./clock";

type Provider = "JAM" | "TGJ" | "JNEXT" | "JNODUS" | "OCEANE";
type Priority = "LOW" | "MEDIUM" | "HIGH" | "CRITICAL";

interface SeedTicket {
  org: string;
  id: string;
  provider: Provider;
  summary: string;
  priority: Priority;
  subscriptionId: string | null;
  /** Transition ids applied from OPEN, oldest first; the last one sets the current status. */
  path: number[];
}

const t = (
  org: string,
  id: number,
  provider: Provider,
  summary: string,
  priority: Priority,
  subscriptionId: string | null,
  path: number[],
): SeedTicket => ({ org, id: String(id), provider, summary, priority, subscriptionId, path });

/** Tickets 1001-1020 (demo) and 2001-2003 (acme): every provider, every status, some reopened. */
const seedTickets: SeedTicket[] = [
  t("demo", 1001, "JAM", "No data connection since this morning", "HIGH", "SUB-1001", []),
  t("demo", 1002, "TGJ", "Roaming not working in France", "MEDIUM", "SUB-1001", [11]),
  t("demo", 1003, "JNEXT", "Invoice shows a duplicated charge", "MEDIUM", "SUB-1004", [11, 21]),
  t("demo", 1004, "JNODUS", "Landline has crackling noise", "LOW", "SUB-1003", [11, 41]),
  t("demo", 1005, "OCEANE", "Top-up not credited", "HIGH", "SUB-1002", [11, 41, 51]),
  t("demo", 1006, "JAM", "Cannot receive SMS from short codes", "MEDIUM", "SUB-1004", [11, 41, 61]),
  t("demo", 1007, "TGJ", "Request to port number out", "LOW", "SUB-1002", [71]),
  t("demo", 1008, "JNEXT", "5G not shown on new handset", "LOW", "SUB-1001", []),
  t("demo", 1009, "JNODUS", "Voicemail PIN reset", "LOW", "SUB-1004", [11]),
  t("demo", 1010, "OCEANE", "Fibre installation appointment missed", "CRITICAL", "SUB-1003", [11, 21]),
  t("demo", 1011, "JAM", "Bonus data not applied after renewal", "MEDIUM", "SUB-1002", [11, 21, 31]),
  t("demo", 1012, "TGJ", "Wrong tax rate on last invoice", "HIGH", "SUB-1004", [11, 41]),
  t("demo", 1013, "JNEXT", "SIM card blocked after PIN errors", "CRITICAL", "SUB-1001", [11, 41, 51]),
  t("demo", 1014, "JNODUS", "Customer asks for itemised bill", "LOW", null, []),
  t("demo", 1015, "OCEANE", "Slow speeds in the evening", "MEDIUM", "SUB-1003", [11]),
  t("demo", 1016, "JAM", "Calls drop after two minutes", "HIGH", "SUB-1001", [11, 41, 51, 61]),
  t("demo", 1017, "TGJ", "Refund for service outage", "MEDIUM", "SUB-1004", [11, 21, 71]),
  t("demo", 1018, "JNEXT", "Change of billing address", "LOW", null, [11, 41]),
  t("demo", 1019, "JNODUS", "eSIM activation fails", "HIGH", "SUB-1004", [11, 21]),
  t("demo", 1020, "OCEANE", "Premium SMS charges disputed", "MEDIUM", "SUB-1002", []),
  t("acme", 2001, "JAM", "Fleet SIMs without data", "CRITICAL", "SUB-2001", []),
  t("acme", 2002, "OCEANE", "Business line diverts wrongly", "MEDIUM", "SUB-2001", [11]),
  t("acme", 2003, "TGJ", "Invoice copy request", "LOW", "SUB-2001", [11, 41, 51]),
];

const PHRASES = [
  "Checked the network logs for the cell.",
  "Restarted the customer's profile on the HLR.",
  "Customer confirmed the service works again.",
  "Please confirm the exact time the problem started.",
  "Credited the amount back to the account.",
];

function seedValue(field: TicketField, random: () => number, day: Date): CustomFieldValue | undefined {
  if (!field.required && random() < 0.4) return undefined;
  const pick = <T>(values: readonly T[]): T | undefined => values[Math.floor(random() * values.length)];
  switch (field.type) {
    case "text":
      return pick(PHRASES);
    case "number":
      return Math.round((field.min ?? 0) + random() * Math.min((field.max ?? 10) - (field.min ?? 0), 8));
    case "date":
      return day.toISOString().slice(0, 10);
    case "single_choice":
      return pick(field.allowedValues ?? []);
    case "multi_choice": {
      const values = (field.allowedValues ?? []).filter(() => random() < 0.4);
      return values.length ? values : (field.allowedValues ?? []).slice(0, 1);
    }
  }
}

const ACTORS = [
  { sub: "u-agent", name: "Ana Gent" },
  { sub: "u-support", name: "Sam Porter" },
] as const;
const HOUR = 3_600_000;

export async function seedTicketing(db: SandboxDb) {
  const random = seededRandom(2009);
  const ticketRows: (typeof tickets.$inferInsert)[] = [];
  const historyRows: (typeof ticketHistory.$inferInsert)[] = [];
  seedTickets.forEach((ticket, index) => {
    const createdAt = new Date(SEED_NOW.getTime() - (30 - index) * 24 * HOUR);
    let status: TicketStatus = "OPEN";
    let at = createdAt;
    for (const transitionId of ticket.path) {
      const transition = findTransition(transitionId);
      if (!transition?.from.includes(status))
        throw new Error(`seed ticket ${ticket.id}: transition ${transitionId} is illegal from ${status}`);
      at = new Date(at.getTime() + (2 + Math.floor(random() * 20)) * HOUR);
      const fields: Record<string, CustomFieldValue> = {};
      for (const field of transition.fields) {
        const value = seedValue(field, random, at);
        if (value !== undefined) fields[field.name] = value;
      }
      const actor = ACTORS[Math.floor(random() * ACTORS.length)] ?? ACTORS[0];
      historyRows.push({
        orgId: ticket.org,
        ticketId: ticket.id,
        transitionId,
        transitionName: transition.name,
        fromStatus: status,
        toStatus: transition.toStatus,
        actorSub: ticket.org === "demo" ? actor.sub : "u-acme-ops",
        actorName: ticket.org === "demo" ? actor.name : "Acme operations",
        at,
        fields,
        ignoredFields: [],
        layout: "customFields",
      });
      status = transition.toStatus;
    }
    ticketRows.push({
      orgId: ticket.org,
      id: ticket.id,
      provider: ticket.provider,
      summary: ticket.summary,
      description: `${ticket.summary}. Reported through the self-service portal.`,
      status,
      priority: ticket.priority,
      subscriptionId: ticket.subscriptionId,
      createdAt,
      updatedAt: at,
    });
  });
  await db.insert(tickets).values(ticketRows);
  await db.insert(ticketHistory).values(historyRows);
}
