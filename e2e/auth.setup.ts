import { expect, test as setup } from "@playwright/test";
import { signIn } from "./support/login-page";
import { sandboxAdmin } from "./support/sandbox-admin";
import { DEMO_USERNAMES, DEMO_USERS, storageStatePath } from "./support/users";

// The saved sessions must outlive the whole run: with rotation, a stored refresh token works for one
// refresh only, and every test starts from the same stored cookie. The refresh spec signs in afresh.
setup.beforeAll(async () => {
  await sandboxAdmin.updateSettings({ accessTokenTtlSeconds: 3600 });
});

for (const username of DEMO_USERNAMES) {
  setup(`sign in as ${username}`, async ({ page }) => {
    await signIn(page, username);
    await expect(page).toHaveURL(DEMO_USERS[username].home);
    await page.context().storageState({ path: storageStatePath(username) });
  });
}
