import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import type { TicketTransition } from "@/contract/ticketing";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { workflowWords } from "./workflow-words";

const resolve: TicketTransition = {
  transitionId: 41,
  name: "Resolve",
  toStatus: "RESOLVED",
  fields: [
    {
      name: "resolution",
      label: "Resolution",
      type: "single_choice",
      required: true,
      legacyKey: "customfield_10041",
    },
    {
      name: "root_cause",
      label: "Root cause",
      type: "text",
      required: false,
      legacyKey: "customfield_10049",
    },
  ],
};

const wordsIn = (locale: "en" | "es") =>
  workflowWords(
    createTranslator({ locale, messages: locale === "es" ? es : en, namespace: "Tickets.workflow" }),
  );

describe("the ticket workflow's words", () => {
  it("item 20: a transition the form offers is named and labelled in Spanish, its keys unchanged", () => {
    const named = wordsIn("es").transition(resolve);
    expect(named.name).toBe("Resolver");
    expect(named.transitionId).toBe(41);
    expect(named.fields.map((f) => [f.name, f.label])).toEqual([
      ["resolution", "Resolución"],
      ["root_cause", "Root cause"],
    ]);
    expect(wordsIn("es").choice("WONT_FIX")).toBe("No se corregirá");
    expect(wordsIn("es").recorded("Restarted the router")).toBe("Restarted the router");
  });

  it("item 20: an English reader reads the tracker's own words", () => {
    expect(wordsIn("en").transition(resolve)).toEqual(resolve);
    expect(wordsIn("en").transitionName(99, "Escalate")).toBe("Escalate");
  });
});
