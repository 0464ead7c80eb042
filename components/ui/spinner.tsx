import { cn } from "./cn";

const SIZES = { sm: "size-3", md: "size-4" } as const;

export function Spinner({ label, size = "md" }: { label?: string; size?: keyof typeof SIZES }) {
  return (
    <span role={label ? "status" : undefined} className="inline-flex items-center">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className={cn(SIZES[size], "animate-spin motion-reduce:animate-none")}
        fill="none"
      >
        <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
