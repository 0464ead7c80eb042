import { z } from "zod";
import { issueMessage } from "@/lib/i18n/error-message";

/** The agent's jump-to-customer form. */
export const customerLookup = z.object({
  kind: z.enum(["subscription", "account"]),
  ref: z
    .string()
    .trim()
    .min(1, issueMessage("lookupEmpty"))
    .max(60)
    .regex(/^[A-Za-z0-9._-]+$/, issueMessage("lookupCharacters")),
});
