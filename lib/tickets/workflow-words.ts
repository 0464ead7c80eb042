import type { CustomFieldValue, TicketTransition } from "@/contract/ticketing";

/** A translator for Tickets.workflow (next-intl's, on the server or in the browser). */
type WorkflowTranslator = (key: "transition" | "field" | "value", values: Record<string, string>) => string;

/**
 * The tracker names its transitions, fields and choices in English. The portal names the ones of the
 * shared workflow (docs/support-apis.md) in the reader's language, by id and key; any other keeps the
 * tracker's words.
 */
export function workflowWords(t: WorkflowTranslator) {
  const transitionName = (id: number, name: string) => t("transition", { id: String(id), name });
  const fieldLabel = (field: string, label = field) => t("field", { field, label });
  const choice = (value: string) => t("value", { value });
  return {
    transitionName,
    fieldLabel,
    choice,
    /** A transition with its name and its fields' labels in the reader's language; the keys stay. */
    transition: (transition: TicketTransition): TicketTransition => ({
      ...transition,
      name: transitionName(transition.transitionId, transition.name),
      fields: transition.fields.map((field) => ({ ...field, label: fieldLabel(field.name, field.label) })),
    }),
    /**
     * A value a history entry recorded: choices are codes ("L2_NETWORK", or a list of them), named
     * here; numbers and typed text are left to the caller.
     */
    recorded: (value: CustomFieldValue): CustomFieldValue =>
      Array.isArray(value)
        ? value.map(choice)
        : typeof value === "string" && CODE.test(value)
          ? choice(value)
          : value,
  };
}

// History entries do not say a field's type; an upper-case code is a choice, not text someone typed.
const CODE = /^[A-Z][A-Z0-9_]*$/;
