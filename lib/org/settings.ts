import "server-only";
import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";

const OrgSettings = z.object({
  /** The language a member of the org sees until they choose one; unset: the browser's. */
  locale: z.enum(LOCALES).optional(),
  /** IANA zone every date is shown in. */
  timeZone: z.string().default("Europe/Madrid"),
  /** ISO 3166 country that national phone numbers are read in. */
  defaultCountry: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default("ES"),
});
export type OrgSettings = z.infer<typeof OrgSettings>;

const defaults = OrgSettings.parse({});

/**
 * Per-org display settings. ORG_SETTINGS (JSON keyed by org id, e.g. `{"demo":{"locale":"es"}}`)
 * overrides the defaults; it is read once.
 */
const overrides: Record<string, OrgSettings> = z
  .record(z.string(), OrgSettings)
  .parse(JSON.parse(process.env.ORG_SETTINGS || "{}"));

export function orgSettings(org: string | undefined): OrgSettings {
  return (org && overrides[org]) || defaults;
}
