import { describe, expect, it } from "vitest";
import { api } from "./client";

describe("sandbox", () => {
  it("answers unknown routes with the billing error body and a trace id", async () => {
    const response = await api("/billing/v1/nowhere");
    expect(response.status).toBe(404);
    const body = await response.json();
    expect(body).toMatchObject({ error: "notFound" });
    expect(body.trace_id).toMatch(/^[0-9a-f]{32}$/);
  });
});
