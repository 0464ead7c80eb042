"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select";
import { TICKETING_PROVIDERS, type TicketingProvider } from "@/contract/ticketing-providers";

const TICKET_ID = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const providerOptions = TICKETING_PROVIDERS.map((p) => ({ value: p, label: p }));

/** Provider + ticket id; navigates to the ticket page (JCC is not offered: it was removed in v2.2.0). */
export function OpenTicketForm({ defaultProvider = "JAM" }: { defaultProvider?: TicketingProvider }) {
  const t = useTranslations("Tickets.open");
  const router = useRouter();
  const [provider, setProvider] = useState<string>(defaultProvider);
  const [ticketId, setTicketId] = useState("");
  const [error, setError] = useState<"missingId" | "badId">();
  const [isOpening, setIsOpening] = useState(false);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const id = ticketId.trim();
    if (!id) return setError("missingId");
    if (!TICKET_ID.test(id)) return setError("badId");
    setError(undefined);
    setIsOpening(true);
    router.push(`/support/tickets/${provider}/${encodeURIComponent(id)}`);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
      <SelectField
        id="ticket-provider"
        label={t("provider")}
        value={provider}
        options={providerOptions}
        onValue={(value) => setProvider(value)}
      />
      <Field
        id="ticket-id"
        label={t("ticketId")}
        error={error ? t(error) : undefined}
        hint={t("ticketIdHint")}
      >
        {(control) => (
          <Input
            {...control}
            value={ticketId}
            onChange={(e) => setTicketId(e.target.value)}
            autoComplete="off"
            spellCheck={false}
            placeholder="1001"
          />
        )}
      </Field>
      <Button type="submit" className="sm:mt-6.5" isLoading={isOpening} loadingText={t("opening")}>
        {t("submit")}
      </Button>
    </form>
  );
}
