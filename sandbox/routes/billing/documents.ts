import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { documentLanguageOf } from "../../billing/document-language";
import { toInvoice } from "../../billing/invoice-view";
import { param } from "../../billing/lookup";
import { renderInvoicePdf } from "../../billing/pdf";
import { resolvePublicLink } from "../../billing/public-links";
import type { AppEnv } from "../../http/env";
import { accounts, orgs } from "../../store/schema";

/** GET /billing/v1/documents/{token}: the PDF behind a public link; the token is the only credential. */
export function documentRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get("/v1/documents/:token", async (c) => {
    const db = c.get("db");
    const row = await resolvePublicLink(db, param(c, "token"));
    const [invoice, [org], [account]] = await Promise.all([
      toInvoice(db, row),
      db.select().from(orgs).where(eq(orgs.id, row.orgId)),
      db.select().from(accounts).where(eq(accounts.id, row.accountId)),
    ]);
    const pdf = await renderInvoicePdf(
      invoice,
      {
        orgName: org?.name ?? row.orgId,
        holderName: account?.holderName ?? row.accountId,
      },
      documentLanguageOf(row.orgId),
    );
    const name = (row.number ?? `draft-${row.id}`).replace(/[^\w.-]/g, "_");
    return new Response(new Uint8Array(pdf), {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `inline; filename="${name}.pdf"`,
        "cache-control": "private, no-store",
      },
    });
  });
  return routes;
}
