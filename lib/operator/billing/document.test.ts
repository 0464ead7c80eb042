import { afterEach, describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { fetchDocument } = await import("./document");
const { env } = await import("@/lib/env");

const billingOrigin = new URL(env.OPERATOR_BILLING_URL).origin;
const link = (url: string) => ({ url, expires_at: new Date(Date.now() + 60_000).toISOString() });

describe("fetchDocument", () => {
  afterEach(() => vi.restoreAllMocks());

  it("refuses a link outside the billing service without fetching it", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    await expect(fetchDocument(link("http://169.254.169.254/latest/meta-data"))).rejects.toMatchObject({
      code: "unexpectedLink",
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("streams a document from the billing service, and reports an expired link", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(new Response("%PDF-1.7", { headers: { "content-type": "application/pdf" } }))
      .mockResolvedValueOnce(new Response("gone", { status: 410 }));
    const ok = await fetchDocument(link(`${billingOrigin}/billing/v1/documents/abc`));
    expect(await ok.text()).toBe("%PDF-1.7");
    await expect(fetchDocument(link(`${billingOrigin}/billing/v1/documents/old`))).rejects.toMatchObject({
      status: 410,
      code: "documentUnavailable",
    });
    expect(fetchSpy).toHaveBeenCalledTimes(2);
  });
});
