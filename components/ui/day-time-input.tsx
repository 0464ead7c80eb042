"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { joinWallTime, splitWallTime, type WallTimeTexts } from "@/lib/wall-time-input";
import { Input } from "./field";

interface DayTimeInputProps {
  /** The day's id: the field's <label> names it. */
  id: string;
  /** "2026-10-25T14:30" (a datetime-local value, wall time), or what was typed when it does not parse. */
  value: string;
  onValue: (value: string) => void;
  /** The field's label: the time box is named after it ("Start, time"). */
  label: string;
  name?: string;
  "aria-describedby"?: string;
  "aria-invalid"?: boolean;
  required?: boolean;
}

/**
 * A day and a time typed day first on a 24-hour clock ("25/10/2026", "14:30") whatever the browser's
 * language: a datetime-local picker writes "10/25/2026, 02:30 PM" in an American browser.
 */
export function DayTimeInput({ value, onValue, label, name, ...control }: DayTimeInputProps) {
  const t = useTranslations("Controls.dateTime");
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
  // Both boxes are described and marked invalid with the field; the day box carries its id and name.
  const box = {
    "aria-describedby": control["aria-describedby"],
    "aria-invalid": control["aria-invalid"],
    required: control.required,
    inputMode: "numeric",
    autoComplete: "off",
  } as const;
  return (
    <div className="flex gap-2">
      <Input
        {...box}
        id={control.id}
        name={name}
        placeholder={t("dayPattern")}
        value={texts.day}
        onChange={(event) => change({ day: event.target.value })}
        className="min-w-0 flex-[3]"
      />
      <Input
        {...box}
        id={`${control.id}-time`}
        aria-label={t("time", { label })}
        placeholder={t("timePattern")}
        value={texts.time}
        onChange={(event) => change({ time: event.target.value })}
        className="min-w-0 flex-[2]"
      />
    </div>
  );
}
