import { cn } from "./cn";

export interface ProgressBarProps {
  /** 0..max; values outside are clamped for the bar (the label shows what you pass). */
  value: number;
  max?: number;
  label: string;
  /** Shown at the right of the label, e.g. "3.2 of 10 GB"; below it when the two do not fit on one line. */
  valueText?: string;
  tone?: "brand" | "warning" | "danger";
  className?: string;
}

const tones = { brand: "bg-brand-600", warning: "bg-amber-500", danger: "bg-red-600" };

export function ProgressBar({
  value,
  max = 100,
  label,
  valueText,
  tone = "brand",
  className,
}: ProgressBarProps) {
  const ratio = max > 0 ? Math.min(Math.max(value / max, 0), 1) : 0;
  return (
    <div className={cn("space-y-1.5", className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-0.5 text-sm">
        <span className="font-medium text-gray-800">{label}</span>
        {valueText ? <span className="text-gray-600 tabular-nums">{valueText}</span> : null}
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={Math.min(Math.max(value, 0), max)}
        aria-valuetext={valueText}
        className="h-2 w-full overflow-hidden rounded-full bg-gray-200"
      >
        <div
          className={cn("h-full rounded-full transition-[width]", tones[tone])}
          style={{ width: `${ratio * 100}%` }}
        />
      </div>
    </div>
  );
}
