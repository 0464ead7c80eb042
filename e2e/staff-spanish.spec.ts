import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import type { DemoUsername } from "./support/users";

// Staff pages follow the browser's language like the customer's: a Spanish agent, supervisor or support
// person reads every heading in Spanish, and the page stays accessible in both themes and on a phone.
const PAGES: { user: DemoUsername; path: string; heading: string }[] = [
  { user: "agent", path: "/agent", heading: "Clientes" },
  { user: "agent", path: "/agent/subscriptions/SUB-1004", heading: "Suscripción SUB-1004" },
  { user: "agent", path: "/agent/audit", heading: "Registro de auditoría" },
  { user: "agent", path: "/agent/requests", heading: "Mis solicitudes" },
  { user: "supervisor", path: "/supervisor/approvals", heading: "Aprobaciones" },
  { user: "supervisor", path: "/supervisor/limits", heading: "Límites" },
  { user: "support", path: "/support/tickets", heading: "Incidencias" },
  { user: "support", path: "/support/appointments", heading: "Notificaciones de citas" },
  { user: "support", path: "/support/operations", heading: "Operaciones masivas de suscripciones" },
];

async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const serious = violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

for (const { user, path, heading } of PAGES) {
  test.describe(`${path} in Spanish (${user})`, () => {
    test.use({ user, locale: "es-ES" });

    test("speaks Spanish, light on a desk and dark on a phone, with no serious axe violation", async ({
      page,
    }) => {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toContainText(heading);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
      await expectAccessible(page);
      // Loaded again in the dark scheme: switching on an open page would catch colours mid-transition.
      await page.emulateMedia({ colorScheme: "dark" });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
      await expectAccessible(page);
    });
  });
}
