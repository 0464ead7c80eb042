import { describe, expect, it } from "vitest";
import { openedByPerson, returnForFileLink } from "./file-link";

const DOC = "https://portal.test/api/customer/invoices/F1/document?account=ACC-1";
const opened = (headers: Record<string, string>) => new Request(DOC, { headers });
const asPage = { "sec-fetch-mode": "navigate", "sec-fetch-dest": "document" };

describe("a file link opened while signed out", () => {
  it("comes back to the page the link was on", () => {
    expect(
      returnForFileLink(
        opened({ ...asPage, referer: "https://portal.test/customer/invoices?type=ORDINARY" }),
      ),
    ).toBe("/customer/invoices?type=ORDINARY");
  });

  it("comes back home when the link came from elsewhere, from another file, or from nowhere", () => {
    for (const referer of ["https://evil.test/customer", "https://portal.test/api/other", "not a url"])
      expect(returnForFileLink(opened({ ...asPage, referer }))).toBe("/");
    expect(returnForFileLink(opened(asPage))).toBe("/");
  });

  it("is not a page for a script, a fetch or the preview's frame: those get the JSON 401", () => {
    expect(returnForFileLink(opened({}))).toBeUndefined();
    expect(
      returnForFileLink(opened({ "sec-fetch-mode": "cors", "sec-fetch-dest": "empty" })),
    ).toBeUndefined();
    expect(
      returnForFileLink(opened({ "sec-fetch-mode": "navigate", "sec-fetch-dest": "iframe" })),
    ).toBeUndefined();
  });
});

describe("who opened a file link", () => {
  it("is a person for a tab, the preview's frame or a request for HTML, and a script otherwise", () => {
    expect(openedByPerson(opened(asPage))).toBe(true);
    expect(openedByPerson(opened({ "sec-fetch-mode": "navigate", "sec-fetch-dest": "iframe" }))).toBe(true);
    expect(openedByPerson(opened({ accept: "text/html,application/xhtml+xml" }))).toBe(true);
    expect(openedByPerson(opened({ "sec-fetch-mode": "cors", accept: "application/json" }))).toBe(false);
    expect(openedByPerson(opened({}))).toBe(false);
  });
});
