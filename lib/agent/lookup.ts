import { z } from "zod";

/** The agent's jump-to-customer form. */
export const customerLookup = z.object({
  kind: z.enum(["subscription", "account"]),
  ref: z
    .string()
    .trim()
    .min(1, "Enter a subscription id or an account id.")
    .max(60)
    .regex(/^[A-Za-z0-9._-]+$/, "Use only letters, digits, dots, dashes and underscores."),
});
