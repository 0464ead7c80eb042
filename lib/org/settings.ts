import "server-only";
import { type CountryCode, isSupportedCountry } from "libphonenumber-js";
import { z } from "zod";
import { LOCALES } from "@/lib/i18n/locales";

const OrgSettings = z.object({
  /** The language a member of the org sees until they choose one; unset: the browser's. */
  locale: z.enum(LOCALES).optional(),
  /** IANA zone every date is shown in. */
  timeZone: z.string().default("Europe/Madrid"),
  /** ISO 3166 country that national phone numbers are read in ("612 345 678" is +34 612 345 678 in ES). */
  defaultCountry: z
    .string()
    .refine((code): code is CountryCode => isSupportedCountry(code), "a country libphonenumber-js knows")
    .default("ES"),
  /** The number customers call (E.164), given where the portal tells them to call; unset: not given. */
  supportPhone: z
    .string()
    .regex(/^\+[1-9]\d{4,14}$/)
    .optional(),
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
