import { describe, expect, it } from "vitest";
import { apiError, unauthenticated } from "./api-error";

describe("the one error body of /api/*", () => {
  it("is { ok: false, error: { code, message, traceId } }, never cached", async () => {
    const response = apiError(502, {
      code: "upstream",
      message: "The operator did not answer.",
      traceId: "t-1",
    });
    expect(response.status).toBe(502);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({
      ok: false,
      error: { code: "upstream", message: "The operator did not answer.", traceId: "t-1" },
    });
  });

  it("keeps route details inside error and leaves out an absent trace id", async () => {
    const body = await apiError(400, {
      code: "invalidOperations",
      message: "No.",
      issues: [{ row: 2 }],
    }).json();
    expect(body).toEqual({
      ok: false,
      error: { code: "invalidOperations", message: "No.", issues: [{ row: 2 }] },
    });
  });

  it("calls a missing or ended session unauthenticated", async () => {
    const response = unauthenticated();
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe("unauthenticated");
  });
});
