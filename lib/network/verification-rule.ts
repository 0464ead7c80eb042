import { z } from "zod";
import type { KycMatchField } from "@/contract/gateway";

/**
 * What verifies a caller: at least two details that match, one of them a detail that is neither on the
 * agent's screen (the name, the e-mail) nor easy to find publicly. Whoever now holds a swapped SIM can
 * read a name or an e-mail off a bill; the ID document or the birth date they are less likely to have.
 */
const PRIVATE_FIELDS = ["idDocument", "birthdate"] as const satisfies readonly KycMatchField[];
const MIN_MATCHING_FIELDS = 2;

export type FieldOutcome =
  | { result: "match" }
  | { result: "noMatch"; score?: number }
  | { result: "notAvailable" };

export type FieldOutcomes = Partial<Record<KycMatchField, FieldOutcome>>;

/** Why a verification does not verify, first reason first. */
type Shortfall = "mismatch" | "tooYoung" | "privateField" | "secondField";

export interface Judgement {
  /** The fields the operator compared (matching or not); a field it holds nothing for was not checked. */
  checked: KycMatchField[];
  isVerified: boolean;
  shortfall?: Shortfall;
}

const isPrivate = (field: KycMatchField) => (PRIVATE_FIELDS as readonly KycMatchField[]).includes(field);

export function judgeVerification(fields: FieldOutcomes, ageCheck?: { result: string }): Judgement {
  const entries = Object.entries(fields) as [KycMatchField, FieldOutcome][];
  const checked = entries.filter(([, o]) => o.result !== "notAvailable").map(([field]) => field);
  const matching = entries.filter(([, o]) => o.result === "match").map(([field]) => field);
  const shortfall: Shortfall | undefined = entries.some(([, o]) => o.result === "noMatch")
    ? "mismatch"
    : ageCheck?.result === "false"
      ? "tooYoung"
      : !matching.some(isPrivate)
        ? "privateField"
        : matching.length < MIN_MATCHING_FIELDS
          ? "secondField"
          : undefined;
  return shortfall ? { checked, isVerified: false, shortfall } : { checked, isVerified: true };
}

const recorded = z.object({
  fields: z.record(z.string(), z.object({ result: z.enum(["match", "noMatch", "notAvailable"]) })),
  ageCheck: z.object({ result: z.string() }).optional(),
});

/**
 * Whether an audited verification (its `changes`) lifts the SIM-swap step-up, judged again from the
 * per-field outcomes it recorded: an entry written under an older, weaker rule does not lift it.
 */
export function liftsStepUp(changes: unknown): boolean {
  const parsed = recorded.safeParse(changes);
  if (!parsed.success) return false;
  return judgeVerification(parsed.data.fields as FieldOutcomes, parsed.data.ageCheck).isVerified;
}
