"use client";

import { useRouter } from "next/navigation";
import { useId, useTransition } from "react";
import { cn } from "@/components/ui/cn";

interface PreferenceSelectProps<T extends string> {
  label: string;
  pendingLabel: string;
  value: T;
  options: readonly { value: T; label: string; lang?: string }[];
  /** A server action that remembers the choice; the page is then re-rendered with it. */
  save: (value: T) => Promise<unknown>;
  className?: string;
}

/** A labelled native select for a display preference (language, theme). */
export function PreferenceSelect<T extends string>(props: PreferenceSelectProps<T>) {
  const { label, pendingLabel, value, options, save, className } = props;
  const router = useRouter();
  const [isPending, startTransition] = useTransition();
  const id = useId();

  return (
    <div className={cn("flex items-center gap-2 text-sm", className)}>
      <label htmlFor={id} className="text-gray-600">
        {label}
      </label>
      <select
        id={id}
        value={value}
        disabled={isPending}
        aria-busy={isPending}
        onChange={(event) => {
          const next = event.target.value as T;
          startTransition(async () => {
            await save(next);
            router.refresh();
          });
        }}
        className="rounded-md border border-control-edge bg-white py-1 pr-7 pl-2 text-sm text-gray-900"
      >
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </select>
      <span className="sr-only" role="status">
        {isPending ? pendingLabel : ""}
      </span>
    </div>
  );
}
