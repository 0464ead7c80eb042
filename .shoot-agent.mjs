import { chromium } from "@playwright/test";
const base = "http://localhost:3320";
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"] });
const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
const page = await context.newPage();
page.on("console", (m) => { if (m.type() === "error") console.log("console:", m.text().slice(0, 300)); });
await page.goto(`${base}/login`);
await page.getByLabel("Username").fill(process.env.AS ?? "agent");
await page.getByLabel("Password").fill("demo-password");
await page.getByRole("button", { name: "Sign in" }).click();
await page.waitForURL((u) => !u.pathname.startsWith("/login"), { timeout: 60000 });
for (const [i, p] of pages.entries()) {
  const res = await page.goto(base + p, { timeout: 120000 });
  await page.waitForLoadState("networkidle").catch(() => {});
  const name = `/tmp/agent-shots/${(process.env.PREFIX ?? "s")}-${i}.png`;
  await page.screenshot({ path: name, fullPage: true });
  console.log(res?.status(), p, "->", name, page.url());
}
await browser.close();
