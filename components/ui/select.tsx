import type { ComponentProps } from "react";
import { cn } from "./cn";
import { controlClasses, Field, type FieldProps } from "./field";

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

interface SelectFieldProps extends Omit<FieldProps, "children"> {
  name?: string;
  value: string;
  onValue: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
}

/** A labelled select holding a controlled value. */
export function SelectField({ name, value, onValue, options, placeholder, ...field }: SelectFieldProps) {
  return (
    <Field {...field}>
      {(control) => (
        <Select
          {...control}
          name={name}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          options={options}
          placeholder={placeholder}
        />
      )}
    </Field>
  );
}
