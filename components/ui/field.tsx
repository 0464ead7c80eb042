import type { ComponentProps, LabelHTMLAttributes, ReactNode } from "react";
import { cn } from "./cn";

export const controlClasses =
  "block w-full rounded-md border border-control-edge bg-white px-3 text-sm text-gray-900 shadow-xs " +
  "placeholder:text-gray-500 focus:border-brand-600 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600/30 " +
  "disabled:cursor-not-allowed disabled:bg-gray-50 disabled:text-gray-500 " +
  "aria-invalid:border-red-500 aria-invalid:focus:outline-red-500/30";

export function Label({ className, ...props }: LabelHTMLAttributes<HTMLLabelElement>) {
  // biome-ignore lint/a11y/noLabelWithoutControl: callers pass htmlFor.
  return <label className={cn("block text-sm font-medium text-gray-800", className)} {...props} />;
}

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(controlClasses, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(controlClasses, "min-h-24 py-2", className)} {...props} />;
}

export interface FieldProps {
  /** The id of the control inside; the label, hint and error are wired to it. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  isRequired?: boolean;
  className?: string;
  /** Receives the aria props to spread on the control. */
  children: (control: {
    id: string;
    "aria-describedby"?: string;
    "aria-invalid"?: true;
    required?: boolean;
  }) => ReactNode;
}

/** The ids of a control's hint and error, for its aria-describedby. */
export const describedByOf = (id: string, hint: ReactNode, error: ReactNode) =>
  [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;

/** A control's hint and error text, under it, with the ids describedByOf names. */
export function FieldNotes({ id, hint, error }: { id: string; hint?: ReactNode; error?: ReactNode }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-gray-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** Label + control + hint + error text, with aria-describedby/aria-invalid wired up. */
export function Field({ id, label, hint, error, isRequired, className, children }: FieldProps) {
  const describedBy = describedByOf(id, hint, error);
  return (
    <div className={cn("space-y-1.5", className)}>
      <Label htmlFor={id}>
        {label}
        {isRequired ? (
          <span aria-hidden="true" className="ml-0.5 text-red-600">
            *
          </span>
        ) : null}
      </Label>
      {children({
        id,
        "aria-describedby": describedBy,
        "aria-invalid": error ? true : undefined,
        required: isRequired,
      })}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

interface InputFieldProps
  extends Omit<FieldProps, "children">,
    Omit<ComponentProps<"input">, "id" | "className" | "value" | "onChange" | "required"> {
  value: string;
  onValue: (value: string) => void;
  inputClassName?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
}

/** The common field: a labelled text input (or textarea) holding a controlled string. */
export function InputField({
  id,
  label,
  hint,
  error,
  isRequired,
  className,
  value,
  onValue,
  inputClassName,
  rows,
  ...input
}: InputFieldProps) {
  return (
    <Field id={id} label={label} hint={hint} error={error} isRequired={isRequired} className={className}>
      {(control) =>
        rows ? (
          <Textarea
            {...control}
            name={input.name}
            maxLength={input.maxLength}
            placeholder={input.placeholder}
            rows={rows}
            value={value}
            onChange={(e) => onValue(e.target.value)}
            className={inputClassName}
          />
        ) : (
          <Input
            {...control}
            {...input}
            value={value}
            onChange={(e) => onValue(e.target.value)}
            className={inputClassName}
          />
        )
      }
    </Field>
  );
}
