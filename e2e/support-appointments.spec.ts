import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fillAppointment, outboxFor } from "./support-helpers";

test.use({ user: "support" });
// One fault rule on the sandbox is shared by the whole file: run its tests one after another.
test.describe.configure({ mode: "serial" });

const eventIdOf = async (page: Page) => {
  const id = page.getByTestId("event-id");
  await expect(id).toHaveText(/^[0-9a-f-]{36}$/);
  return (await id.textContent()) ?? "";
};

test("sends a rescheduled notification and the SMS reaches the sandbox outbox", async ({ page }) => {
  await page.goto("/support/appointments");
  await fillAppointment(page);
  await page.getByRole("button", { name: /Fill text from the “rescheduled” template/ }).click();
  const text = page.getByLabel("SMS text");
  await expect(text).toHaveValue(
    "Your repair appointment of 30/06/2030 09:00 has moved to 01/07/2030 10:00 (until 12:00).",
  );
  await expect(page.getByTestId("sms-encoding")).toHaveText("GSM-7");
  await expect(page.getByTestId("sms-counter")).toContainText("1 SMS");

  // An emoji switches the whole message to UCS-2, and the counter says why.
  await text.fill(`${await text.inputValue()} 😀`);
  await expect(page.getByTestId("sms-encoding")).toHaveText("UCS-2");
  await expect(page.getByTestId("sms-counter")).toContainText("“😀” is not in the GSM-7 alphabet");
  await expect(page.getByTestId("sms-counter")).toContainText("2 SMS");
  await text.fill("Your repair appointment has moved to 01/07/2030 10:00.");

  const eventId = await eventIdOf(page);
  // A double click is one event: the same event id, one SMS.
  await page.getByRole("button", { name: "Send notification" }).dblclick();
  const accepted = page.getByRole("status").filter({ hasText: "Notification accepted" });
  await expect(accepted).toContainText("202 Accepted");
  await expect(accepted).toContainText(eventId);

  const messages = await outboxFor(eventId);
  expect(messages).toHaveLength(1);
  expect(messages[0]).toMatchObject({
    to: "+34600100001",
    sender: "DemoTel",
    body: "Your repair appointment has moved to 01/07/2030 10:00.",
  });

  await page.getByRole("button", { name: "Send another notification" }).click();
  await expect(page.getByTestId("event-id")).not.toHaveText(eventId);
});

test("an invalid phone number and missing fields are explained before sending", async ({ page }) => {
  await page.goto("/support/appointments");
  // A Spanish number without +34 is read in the org's country (issue 10, item 3); too few digits is not.
  await page.getByLabel("Phone number").fill("612 345 678");
  await expect(page.getByText("Will be sent as +34612345678.")).toBeVisible();
  await page.getByLabel("Phone number").fill("600 100");
  await page.getByLabel("Phone number").blur();
  await expect(page.getByText("This is not a valid phone number.")).toBeVisible();
  const eventId = await eventIdOf(page);
  await page.getByRole("button", { name: "Send notification" }).click();
  await expect(page.getByText("Appointment id is required.")).toBeVisible();
  await expect(page.getByText("SMS text is required.")).toBeVisible();
  await expect(page.getByLabel("Appointment id")).toBeFocused();
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
}) => {
  await page.goto("/support/appointments");
  await fillAppointment(page);
  await page.getByLabel("SMS text").fill("Reminder: see you tomorrow.");
  const eventId = await eventIdOf(page);
  await sandbox.setFaults([{ match: "^POST /appointments/v1/event$", status: 500, times: 1 }]);
  try {
    await page.getByRole("button", { name: "Send notification" }).click();
    const alert = page.getByRole("alert").filter({ hasText: "The notification was not sent" });
    await expect(alert).toContainText("failed to process the request");
    await expect(alert).toContainText(/Reference: \S+/);
  } finally {
    await sandbox.clearFaults();
  }
  // The retry keeps the event id: still one event.
  await page.getByRole("button", { name: "Send notification" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Notification accepted" })).toContainText(eventId);
  expect(await outboxFor(eventId)).toHaveLength(1);
});

test("fits a phone screen", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/support/appointments");
  await expect(page.getByRole("heading", { name: "Appointment notifications" })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
