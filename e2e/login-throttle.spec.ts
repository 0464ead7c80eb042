import { expect, test } from "./fixtures";
import { signIn, submitLogin } from "./support/login-page";

test.use({ user: null });

test("wrong passwords for one username are throttled: 429 with Retry-After, a clear message, others unaffected", async ({
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

  // What the form's request got: 429 and how long to wait; nothing was asked of the token service.
  const response = await page.request.post("/api/auth/callback/credentials", {
    form: { username, password: "anything", csrfToken: "x", json: "true" },
  });
  expect(response.status()).toBe(429);
  expect(Number(response.headers()["retry-after"])).toBeGreaterThan(800);

  // Someone else at the same address still signs in.
  await signIn(page, "bob");
  await expect(page).toHaveURL("/customer");
});
