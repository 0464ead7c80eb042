import type { useTranslations } from "next-intl";

/**
 * SMS length in segments (3GPP TS 23.038 / 23.040). A text that fits the GSM 7-bit default alphabet
 * (plus its extension table) travels as GSM-7: 160 septets in one SMS, 153 per part when
 * concatenated (the user-data header takes 7). Any other character switches the whole message to
 * UCS-2: 70 UTF-16 units in one SMS, 67 per part.
 */

type SmsEncoding = "GSM-7" | "UCS-2";

const GSM7_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?" +
  "¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
/** Reached through the escape character, so each one costs two septets. */
const GSM7_EXTENSION = "\f^{}\\[~]|€";

const basic = new Set(GSM7_BASIC);
const extension = new Set(GSM7_EXTENSION);

const SMS_LIMITS = {
  "GSM-7": { single: 160, multipart: 153 },
  "UCS-2": { single: 70, multipart: 67 },
} as const satisfies Record<SmsEncoding, { single: number; multipart: number }>;

export interface SmsLength {
  encoding: SmsEncoding;
  /** Characters as a person counts them (code points). */
  characters: number;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  segments: number;
  /** Units per segment for this text's encoding and length (160/153 or 70/67). */
  perSegment: number;
  /** Units left in the last segment before another one is needed. */
  remaining: number;
  /** Distinct characters that forced UCS-2, in order of appearance (empty for GSM-7). */
  nonGsmCharacters: string[];
  /** Distinct GSM-7 extension characters (counted twice), in order of appearance. */
  extensionCharacters: string[];
}

function gsm7Cost(char: string): 1 | 2 | undefined {
  if (basic.has(char)) return 1;
  if (extension.has(char)) return 2;
  return undefined;
}

/** Counts encoding, units and segments. Parts never split an escape pair or a surrogate pair. */
export function smsLength(text: string): SmsLength {
  const chars = Array.from(text);
  const nonGsm: string[] = [];
  const ext: string[] = [];
  for (const char of chars) {
    const cost = gsm7Cost(char);
    if (cost === undefined && !nonGsm.includes(char)) nonGsm.push(char);
    if (cost === 2 && !ext.includes(char)) ext.push(char);
  }
  const encoding: SmsEncoding = nonGsm.length > 0 ? "UCS-2" : "GSM-7";
  const costs = chars.map((char) => (encoding === "GSM-7" ? (gsm7Cost(char) ?? 1) : char.length));
  const units = costs.reduce((sum, cost) => sum + cost, 0);
  const limits = SMS_LIMITS[encoding];

  if (units <= limits.single) {
    return {
      encoding,
      characters: chars.length,
      units,
      segments: units === 0 ? 0 : 1,
      perSegment: limits.single,
      remaining: limits.single - units,
      nonGsmCharacters: nonGsm,
      extensionCharacters: encoding === "GSM-7" ? ext : [],
    };
  }

  let segments = 1;
  let used = 0;
  for (const cost of costs) {
    if (used + cost > limits.multipart) {
      segments += 1;
      used = 0;
    }
    used += cost;
  }
  return {
    encoding,
    characters: chars.length,
    units,
    segments,
    perSegment: limits.multipart,
    remaining: limits.multipart - used,
    nonGsmCharacters: nonGsm,
    extensionCharacters: encoding === "GSM-7" ? ext : [],
  };
}

/** The messages of Appointments.sms (useTranslations("Appointments.sms")). */
type SmsWords = ReturnType<typeof useTranslations<"Appointments.sms">>;

/** One sentence saying why the text uses the encoding it does, for the form's live counter. */
export function describeEncoding(length: SmsLength, t: SmsWords): string {
  if (length.encoding === "UCS-2") {
    const shown = length.nonGsmCharacters.slice(0, 5).map((char) => `“${char}”`);
    return t("encodingUcs2", {
      characters: shown.join(", "),
      more: length.nonGsmCharacters.length > 5 ? "yes" : "no",
      count: length.nonGsmCharacters.length,
    });
  }
  if (length.extensionCharacters.length > 0) {
    const shown = length.extensionCharacters.map((char) => (char === "\f" ? t("formFeed") : `“${char}”`));
    return t("encodingExtension", { characters: shown.join(", ") });
  }
  return t("encodingGsm7");
}
