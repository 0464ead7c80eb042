"use client";

import { useTranslations } from "next-intl";
import { cn } from "@/components/ui/cn";
import { describeEncoding, smsLength } from "@/lib/sms";

/** Phone-bubble preview of the SMS with its length in segments and the encoding it needs. */
export function SmsPreview({ sender, body }: { sender: string; body: string }) {
  const t = useTranslations("Appointments.sms");
  const length = smsLength(body);
  const isLong = length.segments > 1;
  return (
    <div className="space-y-3">
      <figure className="rounded-2xl bg-gray-100 p-4">
        <figcaption className="sr-only">{t("caption")}</figcaption>
        <p className="mb-1 text-xs font-medium text-gray-600">{sender || t("sender")}</p>
        <p className="rounded-2xl rounded-tl-sm bg-white px-3 py-2 text-sm break-words whitespace-pre-wrap text-gray-900 shadow-xs">
          {body || <span className="text-gray-600">{t("empty")}</span>}
        </p>
      </figure>
      <div aria-live="polite" className="space-y-1 text-xs text-gray-700" data-testid="sms-counter">
        <p>
          <span className={cn("font-semibold", isLong ? "text-amber-800" : "text-gray-900")}>
            {t("segments", { count: length.segments })}
          </span>{" "}
          · {t("characters", { count: length.characters })} ·{" "}
          {t(length.encoding === "GSM-7" ? "septets" : "utf16", { count: length.units })} ·{" "}
          {t("remaining", { count: length.remaining })} ·{" "}
          <span className="font-semibold" data-testid="sms-encoding">
            {length.encoding}
          </span>
        </p>
        <p className="text-gray-600">{describeEncoding(length, t)}</p>
      </div>
    </div>
  );
}
