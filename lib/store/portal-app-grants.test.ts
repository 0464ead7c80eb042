import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestStore, testDatabaseUrl } from "@/lib/testing/portal-store";
import { appendChained, verifyAuditChain } from "./audit-chain";
import { openPortalStore, type PortalStore } from "./open";

// PostgreSQL only: PGlite has one user. The grants of docs/approvals.md, run as written.
describe.skipIf(!testDatabaseUrl)(
  "item 13: the portal's database role owns nothing it only appends to",
  () => {
    const role = `portal_app_${randomBytes(4).toString("hex")}`;
    const org = `grants-${role}`;
    let closeOwner: () => Promise<void>;
    let app: PortalStore;
    let admin: pg.Client;

    beforeAll(async () => {
      // The owner (this test's superuser) opens and migrates the store first.
      ({ close: closeOwner } = await openTestStore("portal-grants-"));
      admin = new pg.Client({ connectionString: testDatabaseUrl });
      await admin.connect();
      await admin.query(`create role ${role} login`);
      const grants = readFileSync(path.resolve("lib/store/portal-app-grants.sql"), "utf8");
      await admin.query(grants.replaceAll("portal_app", role));
      const url = new URL(testDatabaseUrl ?? "");
      url.username = role;
      app = await openPortalStore({ databaseUrl: url.toString(), dataDir: "unused" });
    }, 60_000);

    afterAll(async () => {
      await app?.close();
      await closeOwner?.();
      await admin.query(`drop owned by ${role}`);
      await admin.query(`drop role ${role}`);
      await admin.end();
    });

    it("opens the store and appends to the chain", async () => {
      await app.db.transaction((tx) =>
        appendChained(tx, {
          org,
          actorId: "u-agent",
          actorName: "Ana Gent",
          action: "refund.create",
          targetType: "movement",
          outcome: "succeeded",
        }),
      );
      expect(await verifyAuditChain(app.db, org)).toMatchObject({ checked: 1 });
    });

    it.each([
      ["truncate", "TRUNCATE portal.audit_entries"],
      ["delete", "DELETE FROM portal.audit_entries"],
      ["update", "UPDATE portal.audit_entries SET actor_name = 'x'"],
      ["disable the trigger", "ALTER TABLE portal.audit_entries DISABLE TRIGGER audit_entries_append_only"],
      ["drop the trigger", "DROP TRIGGER audit_entries_no_truncate ON portal.audit_entries"],
      ["truncate the heads", "TRUNCATE portal.audit_chain_heads"],
    ])("cannot %s", async (_, statement) => {
      const refused = await app.db.execute(sql.raw(statement)).then(
        () => undefined,
        (error: Error) => error,
      );
      // drizzle's error carries PostgreSQL's as its cause.
      expect(String((refused?.cause as Error | undefined)?.message)).toMatch(
        /permission denied|must be owner/,
      );
    });
  },
);
