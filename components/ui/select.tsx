import type { ComponentProps } from "react";
import { cn } from "./cn";
import { controlClasses } from "./field";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends ComponentProps<"select"> {
  options?: readonly SelectOption[];
  placeholder?: string;
}

/** Native select (keyboard and screen-reader friendly for free). */
export function Select({ options, placeholder, className, children, ...props }: SelectProps) {
  return (
    <select className={cn(controlClasses, "h-10 pr-8", className)} {...props}>
      {placeholder ? <option value="">{placeholder}</option> : null}
      {options?.map((o) => (
        <option key={o.value} value={o.value} disabled={o.disabled}>
          {o.label}
        </option>
      ))}
      {children}
    </select>
  );
}
