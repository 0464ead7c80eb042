import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import type { Words } from "./support/i18n";
import { fillAppointment, fillWallTime, outboxFor } from "./support-helpers";

test.use({ user: "support" });
// One fault rule on the sandbox is shared by the whole file: run its tests one after another.
test.describe.configure({ mode: "serial" });

const eventIdOf = async (page: Page) => {
  const id = page.getByTestId("event-id");
  await expect(id).toHaveText(/^[0-9a-f-]{36}$/);
  return (await id.textContent()) ?? "";
};

test("sends a rescheduled notification and the SMS reaches the sandbox outbox", async ({ page, words }) => {
  const { t, like } = words;
  await page.goto("/support/appointments");
  await fillAppointment(page, words);
  const fill = page.getByRole("button", {
    name: t("Appointments.form.fillTemplate", { value: t("Appointments.statusOptions.rescheduled") }),
  });
  const text = page.getByLabel(t("Appointments.form.smsText"));
  // The SMS goes out in the customer's language, which need not be the page's: both templates are there.
  const smsLanguage = page.getByLabel(t("Appointments.form.smsLanguage"));
  await expect(smsLanguage).toHaveValue(words.language);
  await smsLanguage.selectOption(words.language === "en" ? "es" : "en");
  await fill.click();
  await expect(text).toHaveValue(
    words.language === "en"
      ? "Su cita de reparación del 30/06/2030 09:00 se ha cambiado al 01/07/2030 10:00 (hasta las 12:00)."
      : "Your repair appointment of 30/06/2030 09:00 has moved to 01/07/2030 10:00 (until 12:00).",
  );
  await smsLanguage.selectOption(words.language);
  await fill.click();
  await expect(text).toHaveValue(
    t("Appointments.smsTemplates.rescheduled", {
      category: t("Appointments.categories.repair"),
      formerStart: "30/06/2030 09:00",
      start: "01/07/2030 10:00",
      endTime: "12:00",
      endSameDay: "yes",
      endDate: "01/07/2030",
    }),
  );
  // Issue 41, item 14: the chosen template follows a field changed after it, in the text and the preview.
  await fillWallTime(page, words, t("Appointments.form.end"), "01/07/2030", "11:30");
  const movedEnd = t("Appointments.smsTemplates.rescheduled", {
    category: t("Appointments.categories.repair"),
    formerStart: "30/06/2030 09:00",
    start: "01/07/2030 10:00",
    endTime: "11:30",
    endSameDay: "yes",
    endDate: "01/07/2030",
  });
  await expect(text).toHaveValue(movedEnd);
  await expect(page.getByRole("figure")).toContainText(movedEnd);
  // "ó" and "á" are outside the GSM-7 alphabet: a Spanish text with them goes as UCS-2, and says so.
  await expect(page.getByTestId("sms-encoding")).toHaveText(words.language === "en" ? "GSM-7" : "UCS-2");

  const plain = "Your repair appointment of 30/06/2030 09:00 has moved to 01/07/2030 10:00 (until 12:00).";
  await text.fill(plain);
  await expect(page.getByTestId("sms-encoding")).toHaveText("GSM-7");
  await expect(page.getByTestId("sms-counter")).toContainText(t("Appointments.sms.segments", { count: 1 }));
  // An emoji switches the whole message to UCS-2, and the counter says why.
  await text.fill(`${plain} 😀`);
  await expect(page.getByTestId("sms-encoding")).toHaveText("UCS-2");
  await expect(page.getByTestId("sms-counter")).toContainText(
    t("Appointments.sms.encodingUcs2", { characters: "“😀”", more: "no", count: 1 }),
  );
  await expect(page.getByTestId("sms-counter")).toContainText(t("Appointments.sms.segments", { count: 2 }));
  const body = "Your repair appointment has moved to 01/07/2030 10:00.";
  await text.fill(body);

  const eventId = await eventIdOf(page);
  // A double click is one event: the same event id, one SMS.
  await page.getByRole("button", { name: t("Appointments.form.send") }).dblclick();
  const accepted = page.getByRole("status").filter({ hasText: t("Appointments.form.accepted") });
  await expect(accepted).toContainText(like("Appointments.form.acceptedBody"));
  await expect(accepted).toContainText("202");
  await expect(accepted).toContainText(eventId);

  const messages = await outboxFor(eventId);
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatchObject({ to: "+34600100001", sender: "DemoTel", body });

  await page.getByRole("button", { name: t("Appointments.form.sendAnother") }).click();
  await expect(page.getByTestId("event-id")).not.toHaveText(eventId);
});

/** Both boxes of the former start left empty. */
async function clearFormerStart(page: Page, { t }: Words) {
  const label = t("Appointments.form.formerStart");
  await page.getByRole("textbox", { name: label, exact: true }).fill("");
  await page.getByRole("textbox", { name: t("Controls.dateTime.time", { label }), exact: true }).fill("");
}

test("a reminder needs no former start: nothing moved, and the SMS goes out", async ({ page, words }) => {
  const { t } = words;
  await page.goto("/support/appointments");
  await fillAppointment(page, words);
  await page.getByLabel(t("Appointments.form.status")).selectOption("reminded");
  const formerStart = page.getByRole("textbox", { name: t("Appointments.form.formerStart"), exact: true });
  await expect(formerStart).not.toHaveAttribute("required");
  await clearFormerStart(page, words);
  const body = "Reminder: your repair appointment is on 01/07/2030 at 10:00.";
  await page.getByLabel(t("Appointments.form.smsText")).fill(body);
  const eventId = await eventIdOf(page);
  await page.getByRole("button", { name: t("Appointments.form.send") }).click();
  await expect(page.getByRole("status").filter({ hasText: t("Appointments.form.accepted") })).toBeVisible();
  expect(await outboxFor(eventId)).toMatchObject([{ to: "+34600100001", body }]);
});

test("a rescheduled appointment without its former start is explained, and nothing is sent", async ({
  page,
  words,
}) => {
  const { t } = words;
  await page.goto("/support/appointments");
  await fillAppointment(page, words);
  await clearFormerStart(page, words);
  await page.getByLabel(t("Appointments.form.smsText")).fill("Moved.");
  const eventId = await eventIdOf(page);
  await page.getByRole("button", { name: t("Appointments.form.send") }).click();
  await expect(page.getByText(t("Errors.field.wallTimeRequired", { field: "formerStart" }))).toBeVisible();
  expect(await outboxFor(eventId)).toHaveLength(0);
});

test("an invalid phone number and missing fields are explained before sending", async ({
  page,
  words: { t, like },
}) => {
  await page.goto("/support/appointments");
  const phone = page.getByLabel(t("Appointments.form.phoneNumber"));
  // A Spanish number without +34 is read in the org's country (issue 10, item 3); too few digits is not.
  await phone.fill("612 345 678");
  await expect(
    page.getByText(t("Appointments.form.phoneWillSend", { msisdn: "+34612345678" })),
  ).toBeVisible();
  await phone.fill("600 100");
  await phone.blur();
  await expect(page.getByText(like("Errors.field.phoneInvalid"))).toBeVisible();
  const eventId = await eventIdOf(page);
  await page.getByRole("button", { name: t("Appointments.form.send") }).click();
  await expect(page.getByText(t("Errors.field.appointmentIdRequired"))).toBeVisible();
  await expect(page.getByText(t("Errors.field.smsRequired"))).toBeVisible();
  await expect(page.getByLabel(t("Appointments.form.appointmentId"))).toBeFocused();
  expect(await outboxFor(eventId)).toHaveLength(0);
});

test("the operator's refusal of an event is reported with its ErrorDto", async ({ page }) => {
  // The replay route sends an event as is; the sandbox validates it and answers with an ErrorDto.
  const eventId = crypto.randomUUID();
  const response = await page.request.post("/api/support/appointments/events", {
    data: {
      eventId,
      eventTime: new Date().toISOString(),
      eventType: "AppointmentStateChangeEventNotification",
      event: {
        appointment: {
          id: "APT-BAD",
          category: "repair",
          status: "reminded",
          dateTimeStart: "2030-07-01T10:00:00+02:00",
          dateTimeEnd: "2030-07-01T12:00:00+02:00",
          formerDateTimeStart: "2030-07-01T10:00:00+02:00",
          attachment: [{ smsBody: "Hello", smsSender: "DemoTel" }],
          contactMedium: [{ characteristic: { phoneNumber: "600 100 001" } }],
        },
      },
    },
  });
  expect(response.status()).toBe(400);
  const body = (await response.json()) as {
    error: { upstream: { status: number; msg: string; componentMsg: string; id: string } };
  };
  expect(body.error.upstream).toMatchObject({ status: 400, msg: "Bad Request" });
  expect(body.error.upstream.componentMsg).toContain("phoneNumber");
  expect(body.error.upstream.id).toBeTruthy();
  expect(await outboxFor(eventId)).toHaveLength(0);
});

test("a failure of the operator is shown in words with the trace id; retrying sends one SMS", async ({
  page,
  sandbox,
  words,
}) => {
  const { t, like } = words;
  await page.goto("/support/appointments");
  await fillAppointment(page, words);
  await page.getByLabel(t("Appointments.form.smsText")).fill("Reminder: see you tomorrow.");
  const eventId = await eventIdOf(page);
  const send = page.getByRole("button", { name: t("Appointments.form.send") });
  await sandbox.setFaults([{ match: "^POST /appointments/v1/event$", status: 500, times: 1 }]);
  try {
    await send.click();
    const alert = page.getByRole("alert").filter({ hasText: t("Appointments.form.failed") });
    await expect(alert).toContainText(t("Errors.status.failed"));
    await expect(alert).toContainText(like("Feedback.reference"));
  } finally {
    await sandbox.clearFaults();
  }
  // The retry keeps the event id: still one event.
  await send.click();
  await expect(page.getByRole("status").filter({ hasText: t("Appointments.form.accepted") })).toContainText(
    eventId,
  );
  expect(await outboxFor(eventId)).toHaveLength(1);
});

test("fits a phone screen", async ({ page, words: { t } }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/support/appointments");
  await expect(page.getByRole("heading", { name: t("Appointments.title") })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
