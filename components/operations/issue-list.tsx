import { useTranslations } from "next-intl";
import type { CsvIssue } from "@/contract/operations";
import type { FileIssue } from "@/lib/operations/csv";
import { wordIssue } from "@/lib/operations/words";

/** "Row 3, plan: plan is required for this operation." */
export function IssueList({ issues, total }: { issues: readonly (CsvIssue | FileIssue)[]; total?: number }) {
  const t = useTranslations("Operations");
  return (
    <>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {issues.map((issue) => (
          <li key={`${issue.row}-${issue.column}-${issue.code}-${issue.message}`}>
            {issue.column
              ? t("issues.rowColumn", { number: issue.row, name: issue.column, message: wordIssue(t, issue) })
              : t("issues.row", { number: issue.row, message: wordIssue(t, issue) })}
          </li>
        ))}
      </ul>
      {total !== undefined && total > issues.length ? (
        <p className="mt-1 text-xs">{t("issues.more", { count: total - issues.length })}</p>
      ) : null}
    </>
  );
}
