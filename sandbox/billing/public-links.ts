import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { PublicLink } from "@/contract/billing";
import { sandboxNow } from "../http/clock";
import { ApiError } from "../http/errors";
import { idEquals, type SandboxDb } from "../store/db";
import { billingInvoices, billingPublicLinks } from "../store/schema";
import { readSettings } from "../store/settings";

const DOCUMENTS_PATH = "/billing/v1/documents";

/** A bearer-less link to the invoice's PDF, valid for settings.publicLinkTtlSeconds on the sandbox's clock. */
export async function createPublicLink(
  db: SandboxDb,
  org: string,
  invoiceId: string,
  publicOrigin: string,
): Promise<PublicLink> {
  const { publicLinkTtlSeconds } = await readSettings(db);
  const token = randomBytes(24).toString("base64url");
  const expiresAt = new Date(sandboxNow() + publicLinkTtlSeconds * 1000);
  await db.insert(billingPublicLinks).values({ token, orgId: org, invoiceId, expiresAt });
  return {
    url: `${publicOrigin.replace(/\/$/, "")}${DOCUMENTS_PATH}/${token}`,
    expires_at: expiresAt.toISOString(),
  };
}

/** The invoice a link points at: 404 publicLinkNotFound if unknown, 410 publicLinkExpired once expired. */
export async function resolvePublicLink(db: SandboxDb, token: string) {
  const [link] = await db.select().from(billingPublicLinks).where(idEquals(billingPublicLinks.token, token));
  if (!link) throw new ApiError(404, "publicLinkNotFound", "This document link does not exist.");
  if (link.expiresAt.getTime() <= sandboxNow())
    throw new ApiError(410, "publicLinkExpired", "This document link has expired; ask for a new one.");
  const [invoice] = await db.select().from(billingInvoices).where(eq(billingInvoices.id, link.invoiceId));
  if (!invoice) throw new ApiError(404, "publicLinkNotFound", "The document of this link no longer exists.");
  return invoice;
}
