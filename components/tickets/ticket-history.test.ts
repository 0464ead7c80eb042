import { NextIntlClientProvider } from "next-intl";
import { type ComponentProps, createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TicketHistoryEntry } from "@/contract/ticketing";
import es from "@/messages/es.json";
import { TicketHistory } from "./ticket-history";

const entry = (over: Partial<TicketHistoryEntry>): TicketHistoryEntry => ({
  transitionId: 11,
  transitionName: "Start progress",
  fromStatus: "OPEN",
  toStatus: "IN_PROGRESS",
  actor: "u-support",
  actorName: "Sam Porter",
  at: "2026-03-14T10:00:00Z",
  fields: {},
  ignoredFields: [],
  layout: "customFields",
  ...over,
});

const inSpanish = (history: TicketHistoryEntry[]) =>
  renderToStaticMarkup(
    h(
      NextIntlClientProvider,
      { locale: "es", messages: es, timeZone: "Europe/Madrid" } as ComponentProps<
        typeof NextIntlClientProvider
      >,
      h(TicketHistory, { history }),
    ),
  );

describe("a ticket's history", () => {
  it("item 20: names the workflow's transitions, field keys and choices in Spanish; typed text stays", () => {
    const html = inSpanish([
      entry({ fields: { assignee_group: "L2_NETWORK", estimated_hours: 3.5 } }),
      entry({
        transitionId: 71,
        transitionName: "Cancel",
        fromStatus: "IN_PROGRESS",
        toStatus: "CLOSED",
        fields: { cancel_reason: "DUPLICATE", related_tickets: ["LINKED_OUTAGE", "LINKED_BILLING"] },
      }),
      entry({
        transitionId: 99,
        transitionName: "Escalate to vendor",
        fields: { vendor_note: "Call back ASAP" },
      }),
    ]);
    for (const words of [
      "Empezar a trabajar",
      "Grupo asignado",
      "Red (nivel 2)",
      "Esfuerzo estimado (horas)",
      "3,5",
      "Cancelar",
      "Motivo de la cancelación",
      "Duplicada",
      "Incidencias relacionadas",
      "Avería relacionada, Facturación relacionada",
    ])
      expect(html).toContain(words);
    // A transition and a field the portal does not know keep the tracker's words; typed text stays.
    expect(html).toContain("Escalate to vendor");
    expect(html).toContain("vendor_note");
    expect(html).toContain("Call back ASAP");
    expect(html).not.toMatch(/assignee_group|L2_NETWORK|Start progress/);
  });
});
