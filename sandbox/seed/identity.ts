import { hashSecret } from "../auth/passwords";
import type { SandboxDb } from "../store/db";
import { accounts, clients, orgs, subscriptions, users } from "../store/schema";
import { SEED_NOW } from "./clock";

const DEMO_PASSWORD = "demo-password";

/** The demo cast, documented in the README. Ids are stable so tests and bookmarks keep working. */
const demoUsers = [
  { id: "u-alice", orgId: "demo", username: "alice", displayName: "Alice Martin", roles: ["customer"] },
  { id: "u-bob", orgId: "demo", username: "bob", displayName: "Bob Keller", roles: ["customer"] },
  { id: "u-carol", orgId: "demo", username: "carol", displayName: "Carol Diaz", roles: ["customer"] },
  { id: "u-agent", orgId: "demo", username: "agent", displayName: "Ana Gent", roles: ["agent"] },
  { id: "u-support", orgId: "demo", username: "support", displayName: "Sam Porter", roles: ["support"] },
  // A second support person: the browser tests sign her out everywhere without touching anyone else's sessions.
  { id: "u-erin", orgId: "demo", username: "erin", displayName: "Erin Vale", roles: ["support"] },
  // A billing supervisor is an agent who may also approve: the token carries both roles.
  {
    id: "u-supervisor",
    orgId: "demo",
    username: "supervisor",
    displayName: "Sue Pervis",
    roles: ["supervisor", "agent"],
  },
  { id: "u-dave", orgId: "acme", username: "dave", displayName: "Dave Acme", roles: ["customer"] },
] as const;

const demoAccounts = [
  { id: "ACC-1001", orgId: "demo", ownerUserId: "u-alice", holderName: "Alice Martin" },
  { id: "ACC-1002", orgId: "demo", ownerUserId: "u-bob", holderName: "Bob Keller" },
  { id: "ACC-1003", orgId: "demo", ownerUserId: "u-carol", holderName: "Carol Diaz" },
  { id: "ACC-2001", orgId: "acme", ownerUserId: "u-dave", holderName: "Dave Acme" },
] as const;

/** billingType: prepaid = 1, postpaid = 2, landline = 4. */
export const demoSubscriptions = [
  {
    id: "SUB-1001",
    orgId: "demo",
    accountId: "ACC-1001",
    msisdn: "+34600100001",
    billingType: 2,
    planName: "Unlimited 50",
  },
  {
    id: "SUB-1002",
    orgId: "demo",
    accountId: "ACC-1002",
    msisdn: "+34600100002",
    billingType: 1,
    planName: "Prepaid Smart",
  },
  {
    id: "SUB-1003",
    orgId: "demo",
    accountId: "ACC-1003",
    msisdn: "+34910100003",
    billingType: 4,
    planName: "Home Line",
  },
  {
    id: "SUB-1004",
    orgId: "demo",
    accountId: "ACC-1003",
    msisdn: "+34600100004",
    billingType: 2,
    planName: "Mobile 20",
  },
  {
    id: "SUB-2001",
    orgId: "acme",
    accountId: "ACC-2001",
    msisdn: "+34600200001",
    billingType: 2,
    planName: "Acme Business",
  },
] as const;

export async function seedIdentity(db: SandboxDb) {
  await db.insert(orgs).values([
    { id: "demo", name: "Demo Telecom" },
    { id: "acme", name: "Acme Mobile" },
  ]);
  await db.insert(clients).values([
    {
      id: "portal-web",
      orgId: "demo",
      secretHash: await hashSecret("portal-web-secret"),
      name: "Self-service portal",
    },
    { id: "acme-web", orgId: "acme", secretHash: await hashSecret("acme-web-secret"), name: "Acme portal" },
  ]);
  const passwordHash = await hashSecret(DEMO_PASSWORD);
  await db.insert(users).values(demoUsers.map((u) => ({ ...u, roles: [...u.roles], passwordHash })));
  await db.insert(accounts).values([...demoAccounts]);
  await db
    .insert(subscriptions)
    .values(demoSubscriptions.map((s) => ({ ...s, createdAt: new Date("2023-03-14T10:00:00Z") })));
  void SEED_NOW;
}
