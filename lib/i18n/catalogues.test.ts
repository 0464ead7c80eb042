import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import es from "@/messages/es.json";
import { LOCALES } from "./locales";
import { sentenceCase } from "./sentence-case";

type Catalogue = { [key: string]: string | Catalogue };
const catalogues: Record<(typeof LOCALES)[number], Catalogue> = { en, es };

/** "Shell.skipToContent"-style paths of every message in a catalogue. */
function keysOf(catalogue: Catalogue, prefix = ""): string[] {
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

/** Every tag the catalogues use, and a sample for every argument they take. */
const RICH_VALUES = {
  code: (chunks: string) => chunks,
  strong: (chunks: string) => chunks,
  time: (chunks: string) => chunks,
  figure: (chunks: string) => chunks,
  hidden: (chunks: string) => chunks,
  tel: (chunks: string) => chunks,
  link: (chunks: string) => chunks,
  verify: (chunks: string) => chunks,
  phone: "+34 900 100 100",
  name: "Alice Martin",
  roles: "Customer",
  minutes: 3,
  id: "SUB-1001",
  msisdn: "+34 600 100 001",
  amount: "€12.10",
  date: "14 March",
  at: "10:42:05",
  line: "SUB-1001",
  relative: "in 3 days",
  count: 2,
  number: "F-2026-0001",
  size: "10 GB",
  used: "7 GB",
  total: "10 GB",
  pace: "1 GB",
  type: "data",
  days: 3,
  kind: "Data bonus",
  message: "The operator refused the request.",
  bucket: "day",
  search: "600",
  direction: "asc",
  next: "desc",
  page: 2,
  pages: 5,
  value: "MONTHLY",
  tax: "€2.10",
  percent: "21 %",
  from: "2026-11-01",
  to: "2026-11-30",
  org: "demo",
  hours: 48,
  until: "25 Nov 2026, 10:00",
  day: "today",
  score: 82,
  threshold: 18,
  tac: "35693803",
  years: 1,
  reason: "not given yet",
  max: 31,
  first: "27 Aug 2026",
  last: "24 Nov 2026",
  required: (chunks: string) => chunks,
  operations: "SUSPEND, RESUME",
  columns: "operation, subscription_id",
  invalid: 3,
  failed: 2,
  latitude: "40.4168",
  longitude: "-3.7038",
  radius: 120,
  subscriptionId: "SUB-1001",
  description: "Router fee",
  invoice: "F2026-000007",
  example: "1,234.56",
  places: 8,
  length: 12,
  cap: "12.1",
  withoutTaxes: "€10.00",
  withTaxes: "€12.10",
  detail: "Reload to check.",
  types: "FEE, CHARGE",
  ids: "RD-1, RD-2",
  state: "approved",
  expected: "12.10",
  text: "10.5",
  mark: ".",
  group: ".",
  otherMark: ",",
  fixed: "10,5",
  asDecimal: "10,50 €",
  asThousands: "105,00 €",
  what: "refund",
  limit: "€100.00",
  country: "ES",
  field: "start",
  clock: "02:30",
  characters: "“😀”",
  more: "no",
  min: 1,
  end: "42",
  label: "Movement date",
  category: "repair",
  start: "01/07/2030 10:00",
  endTime: "12:00",
  formerStart: "30/06/2030 09:00",
  columnCount: 6,
  cellCount: 7,
  column: "plan",
  sizeMb: 5.2,
  limitMb: 5,
  operation: "ADD_BONUS",
  ended: "not_sent",
  plan: "Unlimited 80",
  bonus: "ROAMING_EU",
  known: "yes",
  by: "override",
  moved: "This line's SIM moved to another device on 14 March.",
  fields: "ID document and Birth date",
  endSameDay: "no",
  endDate: "02/07/2030",
  taxCode: "VAT",
};

describe("message catalogues", () => {
  it("has a catalogue per locale", () => {
    expect(Object.keys(catalogues).sort()).toEqual([...LOCALES].sort());
  });

  it("gives every locale exactly the English keys", () => {
    const english = keysOf(en).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const locale of LOCALES) expect(keysOf(catalogues[locale]).sort(), locale).toEqual(english);
  });

  it("names each movement type alike in the agent's type picker and everywhere else", () => {
    for (const locale of LOCALES) {
      const { AgentMovements, Movements } = catalogues[locale] as typeof en;
      for (const [type, name] of Object.entries(Movements.kind)) {
        const picked = AgentMovements.type[type as keyof typeof AgentMovements.type];
        expect(sentenceCase(picked), `${locale} ${type}`).toBe(name);
      }
    }
  });

  it("has no empty message and parses every message as ICU", () => {
    for (const locale of LOCALES) {
      const errors: string[] = [];
      const t = createTranslator({
        locale,
        messages: catalogues[locale],
        onError: (error) => errors.push(`${locale}: ${error.message}`),
      });
      for (const key of keysOf(catalogues[locale])) {
        // Rich messages need their tags; plain ones format to a non-empty string.
        const text = t.markup(key as never, RICH_VALUES as never);
        expect(text.trim(), `${locale} ${key}`).not.toBe("");
      }
      expect(errors).toEqual([]);
    }
  });
});
