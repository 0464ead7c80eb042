export type AlertTone = "info" | "success" | "warning" | "error";

/** Each tone's colours and the glyph beside it, for an alert's box and for a line inside one. */
export const TONES: Record<AlertTone, { box: string; icon: string; glyph: string }> = {
  info: { box: "border-sky-200 bg-sky-50 text-sky-900", icon: "text-sky-600", glyph: "i" },
  success: { box: "border-green-200 bg-green-50 text-green-900", icon: "text-green-600", glyph: "✓" },
  warning: { box: "border-amber-200 bg-amber-50 text-amber-900", icon: "text-amber-600", glyph: "!" },
  error: { box: "border-red-200 bg-red-50 text-red-900", icon: "text-red-600", glyph: "!" },
};
