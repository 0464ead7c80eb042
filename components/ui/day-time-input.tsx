"use client";

import { useState } from "react";
import { joinWallTime, splitWallTime, type WallTimeTexts } from "@/lib/wall-time-input";
import { Input } from "./field";

interface DayTimeInputProps {
  /** The day's id: the field's <label> names it. */
  id: string;
  /** "2026-10-25T14:30" (a datetime-local value, wall time), or what was typed when it does not parse. */
  value: string;
  onValue: (value: string) => void;
  /** The time input's accessible name ("Movement date, time"). */
  timeLabel: string;
  dayPlaceholder: string;
  timePlaceholder: string;
  name?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  required?: boolean;
}

/**
 * A day and a time typed day first on a 24-hour clock ("25/10/2026", "14:30") whatever the browser's
 * language: a datetime-local picker writes "10/25/2026, 02:30 PM" in an American browser.
 */
export function DayTimeInput({
  value,
  onValue,
  timeLabel,
  dayPlaceholder,
  timePlaceholder,
  name,
  ...control
}: DayTimeInputProps) {
  const [texts, setTexts] = useState(() => splitWallTime(value));
  const [shown, setShown] = useState(value);
  // A value set from outside (a default, a restored draft, a reset) replaces what is on screen.
  if (value !== shown) {
    setShown(value);
    setTexts(splitWallTime(value));
  }
  const change = (patch: Partial<WallTimeTexts>) => {
    const next = { ...texts, ...patch };
    const nextValue = joinWallTime(next);
    setTexts(next);
    setShown(nextValue);
    onValue(nextValue);
  };
  return (
    <div className="flex gap-2">
      <Input
        {...control}
        name={name}
        inputMode="numeric"
        autoComplete="off"
        placeholder={dayPlaceholder}
        value={texts.day}
        onChange={(event) => change({ day: event.target.value })}
        className="min-w-0 flex-[3]"
      />
      <Input
        id={`${control.id}-time`}
        aria-label={timeLabel}
        aria-describedby={control["aria-describedby"]}
        aria-invalid={control["aria-invalid"]}
        required={control.required}
        inputMode="numeric"
        autoComplete="off"
        placeholder={timePlaceholder}
        value={texts.time}
        onChange={(event) => change({ time: event.target.value })}
        className="min-w-0 flex-[2]"
      />
    </div>
  );
}
