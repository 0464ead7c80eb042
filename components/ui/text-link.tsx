import type { Route } from "next";
import Link from "next/link";
import type { ComponentProps } from "react";
import { cn } from "./cn";

export type TextLinkProps<T extends string> = Omit<ComponentProps<typeof Link>, "href"> & {
  /** A page of the portal (typedRoutes), or a place further down this one ("#id"). */
  href: Route<T>;
};

/** A link inside running text (an alert's body, a notice): in the text's own colour, underlined. */
export function TextLink<T extends string>({ className, ...props }: TextLinkProps<T>) {
  return <Link className={cn("font-medium underline", className)} {...props} />;
}
