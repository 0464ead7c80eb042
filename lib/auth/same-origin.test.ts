import { describe, expect, it } from "vitest";
import { refuseUnsafeApiWrite } from "./same-origin";

const events = "/api/support/appointments/events";
const operations = "/api/support/operations";
const headers = (values: Record<string, string>) => new Headers({ host: "portal.test:3000", ...values });
const json = { "content-type": "application/json" };

describe("refuseUnsafeApiWrite", () => {
  it.each([
    ["a page of another site", { ...json, "sec-fetch-site": "cross-site", origin: "https://evil.example" }],
    [
      "another port of the same host",
      { ...json, "sec-fetch-site": "same-site", origin: "http://portal.test:4000" },
    ],
    ["Origin: null (sandboxed frame, data: URL)", { ...json, origin: "null" }],
    ["a foreign Origin without Sec-Fetch-Site", { ...json, origin: "http://portal.test:4000" }],
    ["a garbled Origin", { ...json, origin: "http//" }],
  ])("refuses %s with 403", (_, values) => {
    expect(refuseUnsafeApiWrite("POST", events, headers(values))).toMatchObject({
      status: 403,
      code: "crossSiteRequest",
    });
  });

  it("refuses every write method, on every /api path", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(refuseUnsafeApiWrite(method, "/api/anything", headers({ origin: "null" }))?.status).toBe(403);
    }
  });

  it.each([
    [events, "text/plain"],
    [events, "application/x-www-form-urlencoded"],
    [events, "multipart/form-data; boundary=x"],
    [operations, "text/plain"],
    [operations, "application/json"],
    [events, ""],
  ])("refuses %s sent as %j with 415", (path, contentType) => {
    const sent = headers({
      "sec-fetch-site": "same-origin",
      ...(contentType ? { "content-type": contentType } : {}),
    });
    expect(refuseUnsafeApiWrite("POST", path, sent)).toMatchObject({ status: 415 });
  });

  it("lets the portal's own pages and non-browser clients through", () => {
    expect(
      refuseUnsafeApiWrite("POST", events, headers({ ...json, "sec-fetch-site": "same-origin" })),
    ).toBeUndefined();
    expect(
      refuseUnsafeApiWrite("POST", events, headers({ ...json, origin: "http://portal.test:3000" })),
    ).toBeUndefined();
    expect(
      refuseUnsafeApiWrite(
        "POST",
        operations,
        headers({ "content-type": "multipart/form-data; boundary=abc" }),
      ),
    ).toBeUndefined();
  });

  it("leaves reads and next-auth's own routes alone", () => {
    expect(refuseUnsafeApiWrite("GET", events, headers({ origin: "null" }))).toBeUndefined();
    expect(
      refuseUnsafeApiWrite("POST", "/api/auth/callback/credentials", headers({ origin: "null" })),
    ).toBeUndefined();
  });
});
