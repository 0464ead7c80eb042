import type { ReactNode } from "react";
import { cn } from "./cn";
import { KeepIdsWhole } from "./keep-ids-whole";

/** The page's h1, a one-line description and actions on the right. */
export function PageHeader({
  title,
  description,
  actions,
  className,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("mb-6 flex flex-wrap items-end justify-between gap-4", className)}>
      <TitleAndDescription
        heading={
          <h1 className="text-2xl font-semibold tracking-tight text-gray-900">
            <KeepIdsWhole>{title}</KeepIdsWhole>
          </h1>
        }
        description={description}
      />
      {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
    </div>
  );
}

/** A heading with its one-line description under it. */
export function TitleAndDescription({
  heading,
  description,
}: {
  heading: ReactNode;
  description?: ReactNode;
}) {
  return (
    <div className="min-w-0">
      {heading}
      {description ? (
        <p className="mt-1 text-sm text-gray-600">
          <KeepIdsWhole>{description}</KeepIdsWhole>
        </p>
      ) : null}
    </div>
  );
}
