// GET /api/customer/invoices/[invoiceId]/document – stream the invoice PDF for the signed-in customer

import type { NextRequest } from "next/server";
import { ownsAccount } from "@/lib/customer/access";
import { authorizeCustomer, problemResponse } from "@/lib/customer/route";
import { describeProblem, notFoundProblem } from "@/lib/errors/problem";
import { answersStoreUnavailable } from "@/lib/errors/store-unavailable-response";
import { downloadName } from "@/lib/i18n/download-name";
import { fetchInvoiceDocument, findInvoice } from "@/lib/invoices/queries";
import { searchParam } from "@/lib/url/search-params";

export const GET = answersStoreUnavailable(async function GET(
  request: NextRequest,
  { params }: { params: Promise<{ invoiceId: string }> },
) {
  const auth = await authorizeCustomer();
  if (!auth.ok) return auth.response;
  const { user, auth: billing } = auth.context;
  const { invoiceId } = await params;
  const account = searchParam(request.nextUrl.searchParams, "account") || undefined;
  const kind = searchParam(request.nextUrl.searchParams, "kind") === "sales" ? "sales" : undefined;
  // Another customer's account answers like an unknown invoice, before any upstream call.
  if (account !== undefined && !ownsAccount(user, account))
    return problemResponse(request, notFoundProblem());

  const found = await findInvoice(billing, account ? [account] : user.accounts, invoiceId, kind);
  if (!found.ok) return problemResponse(request, found.problem);
  const invoice = found.data;
  if (!ownsAccount(user, invoice.account_id)) return problemResponse(request, notFoundProblem());

  try {
    const document = await fetchInvoiceDocument(billing, invoice);
    const name = invoice.invoice_number
      ? await downloadName("invoice", { number: invoice.invoice_number }, "pdf")
      : await downloadName("draft", { id: invoice.id }, "pdf");
    return new Response(document.body, {
      headers: {
        "content-type": "application/pdf",
        "content-disposition": `attachment; filename="${name}"`,
        "cache-control": "private, no-store",
        ...(document.headers.get("content-length")
          ? { "content-length": document.headers.get("content-length") ?? "" }
          : {}),
      },
    });
  } catch (error) {
    return problemResponse(request, describeProblem(error));
  }
});
