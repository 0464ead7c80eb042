import Decimal from "decimal.js";
import { describe, expect, it } from "vitest";
import { Invoice, type InvoiceLine, Movement, PublicLink, SalesInvoice } from "@/contract/billing";
import { formatCurrencyAmount } from "@/contract/money-format";
import { account, expectError, pdfText, read } from "./billing-helpers";
import { advanceSandboxClock, api, resetSandboxClock, sandboxUrl } from "./client";

const alice = account("ACC-1001");

async function invoices(path: string, as = "alice") {
  const response = await api(path, { as });
  expect(response.status).toBe(200);
  return Invoice.array().parse(await read(response));
}

async function download(url: string) {
  const response = await fetch(url);
  return { response, pdf: Buffer.from(await response.arrayBuffer()) };
}

describe("GET .../accounts/{accountId}/invoices", () => {
  it("lists ordinary and rectification invoices with numbers, totals and lines", async () => {
    const all = await invoices(`${alice}/invoices`);
    const ordinary = all.filter((i) => i.type === "ORDINARY" && i.service === "postpaid");
    expect(ordinary.length).toBeGreaterThanOrEqual(3);
    for (const invoice of all) {
      expect(invoice.invoice_number).toBe(invoice.invoice_id);
      // Totals are the exact sums of the lines (decimal, not binary floating point).
      const total = (pick: (l: InvoiceLine) => string) =>
        invoice.lines.reduce((t, l) => t.plus(pick(l)), new Decimal(0)).toFixed();
      expect(total((l) => l.amount_with_taxes)).toBe(new Decimal(invoice.total_with_taxes).toFixed());
      expect(total((l) => l.amount_without_taxes)).toBe(new Decimal(invoice.total_without_taxes).toFixed());
      expect(total((l) => l.tax_amount)).toBe(new Decimal(invoice.total_tax).toFixed());
    }
    expect(ordinary[0]?.invoice_number).toMatch(/^F\d{4}-\d{6}$/);
    const rectification = all.find((i) => i.type === "RECTIFICATION");
    expect(rectification).toMatchObject({ status: "ISSUED", service: "postpaid" });
    expect(rectification?.invoice_number).toMatch(/^R\d{4}-\d{6}$/);
    expect(all.some((i) => i.service === "sales" && i.device_id)).toBe(true);
  });

  it("filters by type and category; a bad filter is 400 wrongInvoiceFilter", async () => {
    const rectifications = await invoices(`${alice}/invoices?type=RECTIFICATION`);
    expect(rectifications.every((i) => i.type === "RECTIFICATION")).toBe(true);
    const devices = await invoices(`${alice}/invoices?category=DEVICE`);
    expect(devices.length).toBeGreaterThan(0);
    expect(devices.every((i) => i.category === "DEVICE")).toBe(true);
    const landline = await invoices(`${account("ACC-1003")}/invoices?category=LANDLINE`, "carol");
    expect(landline.length).toBeGreaterThanOrEqual(3);
    await expectError(
      await api(`${alice}/invoices?type=CREDIT_NOTE`, { as: "alice" }),
      400,
      "wrongInvoiceFilter",
    );
    await expectError(await api(`${alice}/invoices?category=TV`, { as: "alice" }), 400, "wrongInvoiceFilter");
  });

  it("shows prepaid ordinary invoices to bob", async () => {
    const bobs = await invoices(`${account("ACC-1002")}/invoices`, "bob");
    expect(bobs.length).toBeGreaterThanOrEqual(3);
    expect(bobs.every((i) => i.service === "prepaid" && i.invoice_number?.startsWith("P"))).toBe(true);
  });

  it("answers 401, 403 for another customer's account and dave, 404 accountNotFound for staff", async () => {
    await expectError(await api(`${alice}/invoices`), 401, "unauthorized");
    await expectError(await api(`${alice}/invoices`, { as: "bob" }), 403, "forbidden");
    await expectError(await api(`${alice}/invoices`, { as: "dave" }), 403, "forbidden");
    expect((await api(`${alice}/invoices`, { as: "support" })).status).toBe(200);
    await expectError(await api(`${account("ACC-9999")}/invoices`, { as: "agent" }), 404, "accountNotFound");
    await expectError(await api(`${account("ACC-2001")}/invoices`, { as: "agent" }), 404, "accountNotFound");
    // A NUL in the id is only an id that does not exist, never a failed query.
    await expectError(
      await api(`${account("ACC-1001%00")}/invoices`, { as: "agent" }),
      404,
      "accountNotFound",
    );
  });

  it("reads one invoice by internal id or fiscal number (extension)", async () => {
    const [first] = await invoices(`${alice}/invoices?type=ORDINARY&category=MOBILE`);
    const byId = Invoice.parse(await read(await api(`${alice}/invoices/${first?.id}`, { as: "alice" })));
    const byNumber = Invoice.parse(
      await read(await api(`${alice}/invoices/${first?.invoice_number}`, { as: "alice" })),
    );
    expect(byNumber).toEqual(byId);
    await expectError(await api(`${alice}/invoices/F1999-000001`, { as: "alice" }), 404, "invoiceNotFound");
  });
});

describe("sales invoices", () => {
  it("lists device sales with device_id and type filters, and reads one by id or number", async () => {
    const sales = SalesInvoice.array().parse(
      await read(await api(`${alice}/invoices/sales`, { as: "alice" })),
    );
    expect(sales).toHaveLength(1);
    const [sale] = sales;
    expect(sale?.invoice_number).toMatch(/^S\d{4}-\d{6}$/);
    const filtered = await read<unknown[]>(
      await api(`${alice}/invoices/sales?device_id=${sale?.device_id}`, { as: "alice" }),
    );
    expect(filtered).toHaveLength(1);
    expect(
      await read<unknown[]>(await api(`${alice}/invoices/sales?device_id=nope`, { as: "alice" })),
    ).toEqual([]);
    expect(
      await read<unknown[]>(await api(`${alice}/invoices/sales?type=RECTIFICATION`, { as: "alice" })),
    ).toEqual([]);
    const carols = SalesInvoice.array().parse(
      await read(await api(`${account("ACC-1003")}/invoices/sales?type=RECTIFICATION`, { as: "carol" })),
    );
    expect(carols).toHaveLength(1);
    const byNumber = SalesInvoice.parse(
      await read(await api(`${alice}/invoices/sales/${sale?.invoice_number}`, { as: "alice" })),
    );
    expect(byNumber.id).toBe(sale?.id);
    expect(
      SalesInvoice.parse(await read(await api(`${alice}/invoices/sales/${sale?.id}`, { as: "alice" }))).lines,
    ).toHaveLength(1);
  });

  it("answers 404 invoiceNotFound for a service invoice on the sales path, 403 for others", async () => {
    const [postpaid] = await invoices(`${alice}/invoices?type=ORDINARY&category=MOBILE`);
    await expectError(
      await api(`${alice}/invoices/sales/${postpaid?.id}`, { as: "alice" }),
      404,
      "invoiceNotFound",
    );
    await expectError(await api(`${alice}/invoices/sales`, { as: "carol" }), 403, "forbidden");
  });

  it("gives a public link to the sales document", async () => {
    const [sale] = await invoices(`${alice}/invoices/sales`);
    const link = PublicLink.parse(
      await read(await api(`${alice}/invoices/sales/${sale?.id}/public_link`, { as: "alice" })),
    );
    const { response, pdf } = await download(link.url);
    expect(response.status).toBe(200);
    expect(pdfText(pdf)).toContain(sale?.device_id ?? "?");
  });
});

describe("invoice movements", () => {
  it("lists the movements of a postpaid and of a prepaid ordinary invoice", async () => {
    const [postpaid] = await invoices(`${alice}/invoices?type=ORDINARY&category=MOBILE`);
    const moves = Movement.array().parse(
      await read(
        await api(`${alice}/ordinary_invoices/postpaid_service/${postpaid?.invoice_number}/movements`, {
          as: "alice",
        }),
      ),
    );
    expect(moves.map((m) => m.id).sort()).toEqual(postpaid?.lines.map((l) => l.movement_id).sort());
    expect(moves.every((m) => m.invoice_number === postpaid?.invoice_number)).toBe(true);
    const [prepaid] = await invoices(`${account("ACC-1002")}/invoices`, "bob");
    const prepaidMoves = await api(
      `${account("ACC-1002")}/ordinary_invoices/prepaid_service/${prepaid?.id}/movements`,
      { as: "bob" },
    );
    expect(Movement.array().parse(await read(prepaidMoves)).length).toBeGreaterThan(0);
  });

  it("answers 404 when the invoice is not of the path's service", async () => {
    const [prepaid] = await invoices(`${account("ACC-1002")}/invoices`, "bob");
    await expectError(
      await api(`${account("ACC-1002")}/ordinary_invoices/postpaid_service/${prepaid?.id}/movements`, {
        as: "bob",
      }),
      404,
      "invoiceNotFound",
    );
  });

  it("keeps the deprecated /invoices/{invoiceId}/movements and public_link working, flagged", async () => {
    const [postpaid] = await invoices(`${alice}/invoices?type=ORDINARY&category=MOBILE`);
    const response = await api(`${alice}/invoices/${postpaid?.invoice_number}/movements`, { as: "alice" });
    expect(response.status).toBe(200);
    expect(response.headers.get("deprecation")).toBe("true");
    expect(Movement.array().parse(await read(response)).length).toBe(postpaid?.lines.length);
    const link = await api(`${alice}/invoices/${postpaid?.id}/public_link`, { as: "alice" });
    expect(link.headers.get("deprecation")).toBe("true");
    expect(PublicLink.parse(await read(link)).url).toContain("/billing/v1/documents/");
  });
});

describe("public links", () => {
  it("serve the invoice PDF with its lines and totals, without a bearer token", async () => {
    const [postpaid] = await invoices(`${alice}/invoices?type=ORDINARY&category=MOBILE`);
    const response = await api(`${alice}/ordinary_invoices/postpaid_service/${postpaid?.id}/public_link`, {
      as: "alice",
    });
    const link = PublicLink.parse(await read(response));
    expect(link.url.startsWith(sandboxUrl())).toBe(true);
    const ttl = Date.parse(link.expires_at) - Date.now();
    expect(ttl).toBeGreaterThan(800_000);
    expect(ttl).toBeLessThanOrEqual(900_000);
    const { response: file, pdf } = await download(link.url);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
    // The demo operator writes its documents in Spanish, amounts to the cent as the portal shows them.
    const text = pdfText(pdf).replace(/\s+/g, " ");
    expect(text).toContain(`Factura ${postpaid?.invoice_number}`);
    expect(text).toContain("Desglose de impuestos");
    expect(text).toContain("IVA 21 %");
    const total = formatCurrencyAmount(postpaid?.total_with_taxes ?? "?", "EUR", "es-ES");
    expect(text).toContain(`Total factura ${total}`.replace(/\s+/g, " "));
    expect(text).not.toContain("EUR");
  });

  it("serve prepaid documents too", async () => {
    const [prepaid] = await invoices(`${account("ACC-1002")}/invoices`, "bob");
    const link = PublicLink.parse(
      await read(
        await api(`${account("ACC-1002")}/ordinary_invoices/prepaid_service/${prepaid?.id}/public_link`, {
          as: "bob",
        }),
      ),
    );
    expect((await download(link.url)).response.status).toBe(200);
  });

  it("answer 404 for an unknown link, and 410 once its time is up on the sandbox's clock", async () => {
    const unknown = await fetch(`${sandboxUrl()}/billing/v1/documents/not-a-token`);
    await expectError(unknown, 404, "publicLinkNotFound");
    const [postpaid] = await invoices(`${alice}/invoices?type=ORDINARY&category=MOBILE`);
    const link = PublicLink.parse(
      await read(
        await api(`${alice}/ordinary_invoices/postpaid_service/${postpaid?.id}/public_link`, { as: "alice" }),
      ),
    );
    const ttlSeconds = Math.round((Date.parse(link.expires_at) - Date.now()) / 1000);
    try {
      await advanceSandboxClock(ttlSeconds - 2);
      expect((await fetch(link.url)).status).toBe(200);
      await advanceSandboxClock(3);
      await expectError(await fetch(link.url), 410, "publicLinkExpired");
    } finally {
      await resetSandboxClock();
    }
  });

  it("are refused to customers of other accounts", async () => {
    const [postpaid] = await invoices(`${alice}/invoices?type=ORDINARY&category=MOBILE`);
    await expectError(
      await api(`${alice}/ordinary_invoices/postpaid_service/${postpaid?.id}/public_link`, { as: "bob" }),
      403,
      "forbidden",
    );
    await expectError(
      await api(`${alice}/ordinary_invoices/postpaid_service/${postpaid?.id}/public_link`, { as: "dave" }),
      403,
      "forbidden",
    );
  });
});
