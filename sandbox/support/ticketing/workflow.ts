import type { TicketField, TicketStatus, TicketTransition } from "../../../contract/ticketing";

export interface WorkflowTransition extends TicketTransition {
  from: readonly TicketStatus[];
}

const field = (legacyNumber: number, spec: Omit<TicketField, "legacyKey">): TicketField => ({
  ...spec,
  legacyKey: `customfield_${legacyNumber}`,
});

const ASSIGNEE_GROUPS = ["L1_SUPPORT", "L2_NETWORK", "BILLING", "FIELD_TECHNICIANS"];
const SERVICES = ["VOICE", "DATA", "SMS", "BILLING", "LANDLINE", "TV"];

/**
 * The one workflow every tracker shares in the sandbox:
 * OPEN -> IN_PROGRESS <-> WAITING_CUSTOMER; IN_PROGRESS -> RESOLVED -> CLOSED; RESOLVED/CLOSED -> OPEN
 * (reopen); OPEN/WAITING_CUSTOMER -> CLOSED (cancel).
 */
const WORKFLOW: readonly WorkflowTransition[] = [
  {
    transitionId: 11,
    name: "Start progress",
    from: ["OPEN"],
    toStatus: "IN_PROGRESS",
    fields: [
      field(10011, {
        name: "assignee_group",
        label: "Assignee group",
        type: "single_choice",
        required: true,
        allowedValues: ASSIGNEE_GROUPS,
      }),
      field(10012, {
        name: "estimated_hours",
        label: "Estimated effort (hours)",
        type: "number",
        required: false,
        min: 0,
        max: 1000,
      }),
    ],
  },
  {
    transitionId: 21,
    name: "Ask the customer",
    from: ["IN_PROGRESS"],
    toStatus: "WAITING_CUSTOMER",
    fields: [
      field(10021, {
        name: "customer_question",
        label: "Question for the customer",
        type: "text",
        required: true,
        maxLength: 1000,
      }),
      field(10022, { name: "reply_due", label: "Reply due by", type: "date", required: false }),
    ],
  },
  {
    transitionId: 31,
    name: "Customer replied",
    from: ["WAITING_CUSTOMER"],
    toStatus: "IN_PROGRESS",
    fields: [
      field(10031, {
        name: "customer_reply",
        label: "Customer reply",
        type: "text",
        required: false,
        maxLength: 2000,
      }),
    ],
  },
  {
    transitionId: 41,
    name: "Resolve",
    from: ["IN_PROGRESS"],
    toStatus: "RESOLVED",
    fields: [
      field(10041, {
        name: "resolution",
        label: "Resolution",
        type: "single_choice",
        required: true,
        allowedValues: ["FIXED", "WORKAROUND", "NOT_REPRODUCIBLE", "DUPLICATE", "WONT_FIX"],
      }),
      field(10042, {
        name: "resolution_notes",
        label: "Resolution notes",
        type: "text",
        required: true,
        maxLength: 2000,
      }),
      field(10043, {
        name: "affected_services",
        label: "Affected services",
        type: "multi_choice",
        required: false,
        allowedValues: SERVICES,
      }),
      field(10044, { name: "resolved_on", label: "Resolved on", type: "date", required: false }),
      field(10045, {
        name: "time_spent_hours",
        label: "Time spent (hours)",
        type: "number",
        required: false,
        min: 0,
        max: 1000,
      }),
    ],
  },
  {
    transitionId: 51,
    name: "Close",
    from: ["RESOLVED"],
    toStatus: "CLOSED",
    fields: [
      field(10051, {
        name: "customer_satisfaction",
        label: "Customer satisfaction (1-5)",
        type: "number",
        required: false,
        min: 1,
        max: 5,
      }),
      field(10052, {
        name: "closing_comment",
        label: "Closing comment",
        type: "text",
        required: false,
        maxLength: 1000,
      }),
    ],
  },
  {
    transitionId: 61,
    name: "Reopen",
    from: ["RESOLVED", "CLOSED"],
    toStatus: "OPEN",
    fields: [
      field(10061, {
        name: "reopen_reason",
        label: "Why reopen",
        type: "text",
        required: true,
        maxLength: 1000,
      }),
    ],
  },
  {
    transitionId: 71,
    name: "Cancel",
    from: ["OPEN", "WAITING_CUSTOMER"],
    toStatus: "CLOSED",
    fields: [
      field(10071, {
        name: "cancel_reason",
        label: "Cancellation reason",
        type: "single_choice",
        required: true,
        allowedValues: ["CUSTOMER_REQUEST", "DUPLICATE", "INVALID", "NO_RESPONSE"],
      }),
      field(10072, {
        name: "related_tickets",
        label: "Related tickets",
        type: "multi_choice",
        required: false,
        allowedValues: ["LINKED_OUTAGE", "LINKED_BILLING", "LINKED_DEVICE"],
      }),
    ],
  },
];

export function transitionsFrom(status: TicketStatus): TicketTransition[] {
  return WORKFLOW.filter((t) => t.from.includes(status)).map(({ from: _from, ...transition }) => transition);
}

export function findTransition(transitionId: number): WorkflowTransition | undefined {
  return WORKFLOW.find((t) => t.transitionId === transitionId);
}
