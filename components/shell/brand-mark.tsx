import { cn } from "@/components/ui/cn";

/** The product's logo: a signal glyph on the brand colour. Decorative; the name is always written next to it. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        "inline-flex size-8 items-center justify-center rounded-lg bg-brand-600 text-white",
        className,
      )}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-3/5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
      >
        <path d="M5 18v-2M9.5 18v-5M14 18V9M18.5 18V5" strokeLinecap="round" />
      </svg>
    </span>
  );
}
