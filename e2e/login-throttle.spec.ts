import { expect, test } from "./fixtures";
import { signIn, submitLogin } from "./support/login-page";

test.use({ user: null });

test("wrong passwords for one username from one address are throttled: 429 with Retry-After, a clear message, others unaffected", async ({
  page,
}) => {
  // An unknown username is throttled like a real one: the throttle reveals nothing about who exists.
  const username = `mallory-${Date.now().toString(36)}`;
  await page.goto("/login");
  for (let attempt = 0; attempt < 5; attempt++) {
    await submitLogin(page, username, `wrong-${attempt}`);
    await expect(page.getByRole("alert").filter({ hasText: "not correct" })).toBeVisible();
  }

  await submitLogin(page, username, "wrong-again");
  await expect(page.getByRole("alert").filter({ hasText: "Too many sign-in attempts" })).toContainText(
    /try again in 1[45] minutes/,
  );

  // What the form's request gets, sent from the same browser (the count is per client address):
  // 429 and how long to wait; nothing was asked of the token service.
  const answer = await page.evaluate(async (name) => {
    const response = await fetch("/api/auth/callback/credentials", {
      method: "POST",
      body: new URLSearchParams({ username: name, password: "anything", csrfToken: "x", json: "true" }),
    });
    return { status: response.status, retryAfter: Number(response.headers.get("retry-after")) };
  }, username);
  expect(answer.status).toBe(429);
  expect(answer.retryAfter).toBeGreaterThan(800);

  // A repeated username is refused outright: the name counted is the name checked.
  const repeated = await page.request.post("/api/auth/callback/credentials", {
    headers: { "content-type": "application/x-www-form-urlencoded" },
    data: `username=decoy&username=${username}&password=guess&csrfToken=x&json=true`,
  });
  expect(repeated.status()).toBe(400);

  // Someone else at the same address still signs in, and their browser is known from now on.
  await signIn(page, "bob");
  await expect(page).toHaveURL("/customer");
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === "portal-known-device")?.httpOnly).toBe(true);
});
