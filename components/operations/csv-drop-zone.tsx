"use client";

import { useTranslations } from "next-intl";
import { type DragEvent, useId, useState } from "react";
import { cn } from "@/components/ui/cn";

/** A real file input (keyboard and screen readers) inside a zone that also accepts a dropped file. */
export function CsvDropZone({ onFile, isBusy }: { onFile: (file: File) => void; isBusy?: boolean }) {
  const t = useTranslations("Operations.drop");
  const id = useId();
  const [isOver, setIsOver] = useState(false);

  function drop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setIsOver(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a drop target for the mouse; the file input inside is the keyboard path.
    <div
      data-testid="csv-drop-zone"
      onDragOver={(e) => {
        e.preventDefault();
        setIsOver(true);
      }}
      onDragLeave={() => setIsOver(false)}
      onDrop={drop}
      className={cn(
        "flex flex-col items-center justify-center gap-3 rounded-lg border-2 border-dashed px-6 py-10 text-center",
        isOver ? "border-brand-600 bg-brand-50" : "border-gray-300 bg-white",
      )}
    >
      <p className="text-sm text-gray-700">{t("prompt")}</p>
      <label
        htmlFor={id}
        className="cursor-pointer rounded-md bg-brand-600 px-4 py-2 text-sm font-medium text-white shadow-sm hover:bg-brand-700 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-600"
      >
        {t("choose")}
        <input
          id={id}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          disabled={isBusy}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (file) onFile(file);
            e.target.value = "";
          }}
        />
      </label>
      <p className="text-xs text-gray-500">{t("limits")}</p>
    </div>
  );
}
