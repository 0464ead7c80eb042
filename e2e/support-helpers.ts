import type { Page } from "@playwright/test";
import { SANDBOX_ADMIN_KEY, SANDBOX_URL } from "./support/env";
import type { Words } from "./support/i18n";

/** Helpers shared by the support-*.spec.ts files (sandbox reads the portal never exposes). */

export interface OutboxMessage {
  id: number;
  eventId: string;
  appointmentId: string;
  sender: string;
  to: string;
  body: string;
}

/** The SMS the sandbox queued for one event (read with the sandbox admin key). */
export async function outboxFor(eventId: string): Promise<OutboxMessage[]> {
  const response = await fetch(
    `${SANDBOX_URL}/appointments/sandbox/outbox?eventId=${encodeURIComponent(eventId)}`,
    {
      headers: { "x-admin-key": SANDBOX_ADMIN_KEY },
    },
  );
  if (!response.ok) throw new Error(`outbox: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { messages: OutboxMessage[] }).messages;
}

/** A CSV file for a file input or a multipart body. */
export const csvFile = (name: string, lines: string[]) => ({
  name,
  mimeType: "text/csv",
  buffer: Buffer.from(`${lines.join("\r\n")}\r\n`),
});

export const CSV_HEADER = "operation,subscription_id,plan,bonus_catalog_id,credit_limit,reason";

/** Drops a file on an element the way a browser does (DataTransfer with one File). */
export async function dropFile(page: Page, selector: string, name: string, text: string) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, text }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([text], name, { type: "text/csv" }));
      return transfer;
    },
    { name, text },
  );
  await page.dispatchEvent(selector, "dragover", { dataTransfer });
  await page.dispatchEvent(selector, "drop", { dataTransfer });
}

/** A day typed day first and a time on a 24-hour clock, in the two boxes of a date-and-time field. */
export async function fillWallTime(page: Page, words: Words, label: string, day: string, time: string) {
  await page.getByRole("textbox", { name: label, exact: true }).fill(day);
  await page
    .getByRole("textbox", { name: words.t("Controls.dateTime.time", { label }), exact: true })
    .fill(time);
}

/** A rescheduled repair appointment, every field filled but the SMS text, labels in the page's language. */
export async function fillAppointment(page: Page, words: Words, phone = "+34 600 100 001") {
  const { t } = words;
  await page.getByLabel(t("Appointments.form.appointmentId")).fill(`APT-${Date.now()}`);
  await page.getByLabel(t("Appointments.form.category")).selectOption("repair");
  await page.getByLabel(t("Appointments.form.status")).selectOption("rescheduled");
  await fillWallTime(page, words, t("Appointments.form.start"), "01/07/2030", "10:00");
  await fillWallTime(page, words, t("Appointments.form.end"), "01/07/2030", "12:00");
  await fillWallTime(page, words, t("Appointments.form.formerStart"), "30/06/2030", "09:00");
  await page.getByLabel(t("Appointments.form.phoneNumber")).fill(phone);
}
