import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { appendChained } from "./audit-chain";
import { openPortalStore } from "./open";
import { approvalLimits } from "./schema";

const dataDir = mkdtempSync(path.join(tmpdir(), "portal-verify-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const verify = (args = ["demo"], dir = dataDir) =>
  spawnSync("npx", ["tsx", "lib/store/audit-verify-cli.ts", ...args], {
    env: { ...process.env, DATABASE_URL: "", PORTAL_DATA_DIR: dir },
    encoding: "utf8",
    timeout: 120_000,
  });

describe("npm run audit:verify", () => {
  it("passes on an untouched trail and fails, naming the entry, after a direct edit in the database", async () => {
    const store = await openPortalStore({ dataDir });
    const ids: number[] = [];
    for (const target of ["MOV-1", "MOV-2"])
      ids.push(
        await store.db.transaction((tx) =>
          appendChained(tx, {
            org: "demo",
            actorId: "u-agent",
            actorName: "Ana Gent",
            action: "refund.create",
            targetType: "movement",
            targetId: target,
            changes: { amount: "60" },
            outcome: "succeeded",
          }),
        ),
      );
    await store.close();
    const clean = verify();
    expect(clean.status).toBe(0);
    expect(clean.stdout).toContain("demo: 2 entries verified");

    const again = await openPortalStore({ dataDir });
    await again.db.transaction(async (tx) => {
      await tx.execute(sql`ALTER TABLE portal.audit_entries DISABLE TRIGGER audit_entries_append_only`);
      await tx.execute(sql`UPDATE portal.audit_entries SET changes = '{"amount":"6"}' WHERE id = ${ids[0]}`);
      await tx.execute(sql`ALTER TABLE portal.audit_entries ENABLE TRIGGER audit_entries_append_only`);
    });
    await again.close();
    const tampered = verify();
    expect(tampered.status).toBe(1);
    expect(tampered.stdout).toContain(`Entry #${ids[0]} was changed after it was written.`);
  }, 240_000);

  it("item 13: says how many entries it verified (0 on an empty store) and fails for an org with limits but no trail", async () => {
    const emptyDir = mkdtempSync(path.join(tmpdir(), "portal-verify-empty-"));
    try {
      const store = await openPortalStore({ dataDir: emptyDir });
      await store.close();
      const empty = verify([], emptyDir);
      expect(empty.status).toBe(0);
      expect(empty.stdout).toContain("[audit] OK: 0 entries verified in 0 orgs");

      const again = await openPortalStore({ dataDir: emptyDir });
      await again.db.insert(approvalLimits).values({
        org: "acme",
        refundMax: "100",
        rectificationMax: "100",
        creditMovementMax: "100",
        updatedById: "u-supervisor",
        updatedByName: "Sue Pervisor",
      });
      await again.close();
      const emptied = verify([], emptyDir);
      expect(emptied.status).toBe(1);
      expect(emptied.stdout).toContain("acme: BROKEN, There is no audit trail");
      expect(emptied.stdout).toContain("[audit] BROKEN: 0 entries verified in 1 org");
    } finally {
      rmSync(emptyDir, { recursive: true, force: true });
    }
  }, 240_000);
});
