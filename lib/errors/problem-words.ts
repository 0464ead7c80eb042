import type { Problem, ProblemKind } from "./problem";

type Key = `${ProblemKind}.title` | `${ProblemKind}.message`;
/** The Feedback.problem translator, from a page (useTranslations) or a route (getTranslations). */
type ProblemTranslator = (key: Key, values?: { message: string }) => string;

/**
 * A failure's title and message in the reader's language: the usual kinds from Feedback.problem; a
 * refusal keeps its own message (the operator's, or ours for its code).
 */
export function problemWords(t: ProblemTranslator, problem: Problem): { title: string; message: string } {
  const { kind } = problem;
  if (!kind) return { title: problem.title, message: problem.message };
  return { title: t(`${kind}.title`), message: t(`${kind}.message`, { message: problem.message }) };
}
