const ID_MARK = "\u0000";

/** A translator's `markup` for the Feedback namespace (next-intl's, on the server or in the browser). */
interface FeedbackMarkup {
  markup(key: "reference", values: { id: string; code: (chunks: string) => string }): string;
}

/** "Reference: <code>{id}</code>" as the words before and after the id (components/ui/alert-frame.tsx, TraceReference). */
export function referenceWords(t: FeedbackMarkup): readonly [before: string, after: string] {
  const [before = "", after = ""] = t
    .markup("reference", { id: ID_MARK, code: (chunks) => chunks })
    .split(ID_MARK);
  return [before, after];
}
