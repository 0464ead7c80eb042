import type { HTMLAttributes, ReactNode } from "react";
import { cn } from "./cn";
import { TitleAndDescription } from "./page-header";

export function Card({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("rounded-lg border border-gray-200 bg-white shadow-xs", className)} {...props} />;
}

interface CardHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  className?: string;
  headingLevel?: 2 | 3;
}

export function CardHeader({ title, description, actions, className, headingLevel = 2 }: CardHeaderProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div
      className={cn(
        "flex flex-wrap items-start justify-between gap-3 border-b border-gray-100 px-5 py-4",
        className,
      )}
    >
      <TitleAndDescription
        heading={<Heading className="text-base font-semibold text-gray-900">{title}</Heading>}
        description={description}
      />
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </div>
  );
}

export function CardBody({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("px-5 py-4", className)} {...props} />;
}

/**
 * The usual card: a heading (with its description and actions) over a body. With an `id`, a link to
 * it (`#id`) scrolls it into view with a little room above.
 */
export function SectionCard({
  id,
  children,
  bodyClassName,
  ...header
}: Omit<CardHeaderProps, "className"> & { id?: string; children: ReactNode; bodyClassName?: string }) {
  return (
    <Card id={id} className={id ? "scroll-mt-4" : undefined}>
      <CardHeader {...header} />
      <CardBody className={bodyClassName}>{children}</CardBody>
    </Card>
  );
}
