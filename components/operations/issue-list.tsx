import type { CsvIssue } from "@/contract/operations";
import type { FileIssue } from "@/lib/operations/csv";

/** "Row 3, plan: plan is required for this operation." */
export function IssueList({ issues, total }: { issues: readonly (CsvIssue | FileIssue)[]; total?: number }) {
  return (
    <>
      <ul className="mt-1 list-disc space-y-0.5 pl-5">
        {issues.map((issue) => (
          <li key={`${issue.row}-${issue.column}-${issue.code}-${issue.message}`}>
            Row {issue.row}
            {issue.column ? `, ${issue.column}` : ""}: {issue.message}
          </li>
        ))}
      </ul>
      {total !== undefined && total > issues.length ? (
        <p className="mt-1 text-xs">and {(total - issues.length).toLocaleString("en-GB")} more.</p>
      ) : null}
    </>
  );
}
