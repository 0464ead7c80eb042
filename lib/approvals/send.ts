import "server-only";
import type { ActionResult } from "@/lib/actions/result";
import { asCanonical } from "@/lib/forms/fields";
import { updateMovementAction } from "@/lib/movements/actions/change-movement";
import { createMovementAction } from "@/lib/movements/actions/create-movement";
import { refundMovementAction } from "@/lib/movements/actions/refund-movement";
import { issueRectificationAction } from "@/lib/rectifications/actions/rectification-lifecycle";
import type { ApprovalRequest } from "./requests";

type Sent = ActionResult<{ id: string }>;

/**
 * Sends an approved write through the very action an agent uses, with the stored input (and so the
 * same idempotency key). The action reads the upstream state again first, so a movement invoiced or
 * refunded in the meantime is refused there, not written twice.
 */
export function sendApproved(request: ApprovalRequest): Promise<Sent> {
  // Requests stored before inputs were kept canonical hold the typed locale: read as canonical too.
  const input = asCanonical(request.input) as never;
  switch (request.action) {
    case "refund.create":
      return refundMovementAction(input);
    case "movement.create":
      return createMovementAction(input);
    case "movement.update":
      return updateMovementAction(input);
    case "rectification.issue":
      return issueRectificationAction(input);
    default:
      return Promise.resolve({
        ok: false,
        error: { code: "approvalUnknownWrite", message: `Unknown write ${request.action}.`, status: 400 },
      });
  }
}
