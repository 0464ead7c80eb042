import type { Route } from "next";
import Link from "next/link";
import type { ButtonHTMLAttributes, ComponentProps, ReactNode } from "react";
import { cn } from "./cn";
import { Spinner } from "./spinner";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";
export type ButtonSize = "sm" | "md";

const base =
  "inline-flex items-center justify-center gap-2 rounded-md font-medium whitespace-nowrap transition-colors " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 " +
  "disabled:cursor-not-allowed disabled:opacity-60";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:hover:bg-brand-600",
  secondary:
    "border border-gray-300 bg-white text-gray-900 shadow-sm hover:bg-gray-50 disabled:hover:bg-white",
  ghost: "text-gray-700 hover:bg-gray-100 hover:text-gray-900",
  danger: "bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:hover:bg-red-600",
};

const sizes: Record<ButtonSize, string> = {
  sm: "h-8 px-3 text-sm",
  md: "h-10 px-4 text-sm",
};

export function buttonClasses(
  variant: ButtonVariant = "primary",
  size: ButtonSize = "md",
  className?: string,
) {
  return cn(base, variants[variant], sizes[size], className);
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, disables the button and sets aria-busy. */
  isLoading?: boolean;
  /** Text announced and shown while loading, e.g. "Signing in…". */
  loadingText?: ReactNode;
}

export function Button({
  variant,
  size,
  isLoading = false,
  loadingText,
  disabled,
  className,
  children,
  type = "button",
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isLoading}
      aria-busy={isLoading || undefined}
      className={buttonClasses(variant, size, className)}
      {...props}
    >
      {isLoading ? <Spinner /> : null}
      {isLoading && loadingText ? loadingText : children}
    </button>
  );
}

export type ButtonLinkProps<T extends string> = Omit<ComponentProps<typeof Link>, "href"> & {
  /** A page of the portal, checked against its routes (typedRoutes). */
  href: Route<T>;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink<T extends string>({ variant, size, className, ...props }: ButtonLinkProps<T>) {
  return <Link className={buttonClasses(variant, size, className)} {...props} />;
}
