import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { downloadProblem } = await import("./download-problem");

const failure = {
  code: "documentUnavailable",
  message: "The operator did not send <the> document.",
  traceId: "t-1",
};
const asked = (headers: Record<string, string>) => new Request("http://portal.test/doc", { headers });

describe("a document that could not be served", () => {
  it("is the reason in words where a person opened it (a tab, an iframe), with its reference", async () => {
    const response = await downloadProblem(asked({ "sec-fetch-mode": "navigate" }), 502, failure);
    expect(response.status).toBe(502);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("The operator did not send <the> document.\n\nReference: t-1\n");
  });

  it("stays the JSON problem for a script", async () => {
    const response = await downloadProblem(asked({ accept: "application/json" }), 404, failure);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ ok: false, error: failure });
  });
});
