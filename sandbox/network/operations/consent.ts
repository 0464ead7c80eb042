import { z } from "zod";
import { consentsFor, isValidAt } from "../consents";
import { NetworkError } from "../errors";
import { identify } from "../identify";
import { freeText, phoneNumber } from "../validation";
import { defineOperation } from "./operation";

const CAPTURABLE = new Set(["PENDING", "REQUESTED", "EXPIRED"]);

/** Where the subscriber would give consent; the sandbox serves a placeholder page there. */
const captureUrlOf = (publicOrigin: string, id: number | "new") =>
  `${publicOrigin}/gateway/v0/sandbox/consent-capture/${id}`;

export const retrieveConsentInfo = defineOperation({
  path: "consent-info/retrieve",
  schema: z.strictObject({
    phoneNumber: phoneNumber.optional(),
    clientId: freeText,
    scopes: z
      .array(z.string().min(1).max(128))
      .min(1, "must hold at least one scope")
      .max(50, "must hold at most 50 scopes"),
    purpose: z.string().regex(/^dpv:[a-zA-Z0-9]+$/, "must match ^dpv:[a-zA-Z0-9]+$"),
    requestCaptureUrl: z.boolean("must be a boolean"),
  }),
  async run(ctx, body) {
    const { line } = await identify(ctx.db, ctx.principal, "consent-info", { phoneNumber: body.phoneNumber });
    const {
      rows: [entry],
    } = await consentsFor(ctx.db, line, body);
    if (entry && !entry.onboarded)
      throw new NetworkError(
        "CONSENT_INFO.NOT_ALLOWED_SCOPES_PURPOSE",
        "This client is not onboarded for these scopes with this purpose.",
      );
    if (body.requestCaptureUrl && line.labels.includes("consent-capture-limit-reached"))
      throw new NetworkError(
        "CONSENT_INFO.CAPTURE_FREQUENCY_EXCEEDED",
        "Too many consent captures were requested for this subscriber; try again later.",
      );
    const valid = entry !== undefined && isValidAt(entry, ctx.now);
    const expired = entry?.statusValidForProcessing && !valid;
    const statusReason = valid ? undefined : expired ? "EXPIRED" : (entry?.statusReason ?? "PENDING");
    const item = {
      scopes: body.scopes,
      purpose: body.purpose,
      statusValidForProcessing: valid,
      statusReason,
      expirationDate: entry?.expirationDate?.toISOString(),
    };
    const withCapture = body.requestCaptureUrl && statusReason !== undefined && CAPTURABLE.has(statusReason);
    return {
      statusInfo: [item],
      ...(withCapture ? { captureUrl: captureUrlOf(ctx.publicOrigin, entry?.id ?? "new") } : {}),
    };
  },
});
