import { z } from "zod";
import { AdministrationOperationResponse, ErrorResponse, SubscriptionAdminState } from "../operations";
import { type ApiDescription, read } from "./document";

/** Subscription operations v2 (seed 001, section 5): bulk operations from a CSV file. */
export const operationsApi: ApiDescription = {
  id: "operations",
  title: "Subscription operations v2",
  version: "2",
  description:
    "Bulk subscription operations (suspend, resume, change plan, add bonus, set credit limit) from a CSV file of at most 5 MiB and 50,000 rows, run asynchronously. See docs/support-apis.md.",
  basePath: "/subscriptions/v2",
  error: ErrorResponse,
  security: "bearer",
  operations: [
    {
      method: "post",
      path: "/orgs/{org}/operations",
      operationId: "createOperation",
      summary:
        "Accepts a CSV file of operations; every row is checked before any runs. A customer sends one self-service row on their own line, with an Idempotency-Key (docs/self-service.md).",
      headers: {
        "Idempotency-Key": {
          description:
            'A quoted string (IETF draft "The Idempotency-Key HTTP Header Field"), per org and token subject, kept 24 h: the same key and file answer the first outcome again with Idempotent-Replayed: true; another file 422 idempotencyKeyReused. Required for customer tokens.',
        },
      },
      body: {
        schema: z.object({ file: z.string().describe("The CSV file (text/csv).") }),
        contentType: "multipart/form-data",
      },
      responses: { 202: AdministrationOperationResponse },
    },
    read(
      "/orgs/{org}/operations/{operationId}",
      "getOperation",
      "An operation's progress and per-row results (a customer reads only their own).",
      AdministrationOperationResponse,
    ),
    read(
      "/orgs/{org}/subscriptions/{subscriptionId}",
      "getSubscriptionState",
      "A subscription's administrative state after the operations.",
      SubscriptionAdminState,
    ),
  ],
};
