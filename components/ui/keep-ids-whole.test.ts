import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { KeepIdsWhole } from "./keep-ids-whole";

const render = (text: string) => renderToStaticMarkup(h(KeepIdsWhole, null, text));
const whole = (part: string) => `<span class="whitespace-nowrap">${part}</span>`;

describe("KeepIdsWhole", () => {
  it("keeps ids and phone numbers on one line, and the text as it was", () => {
    expect(render("Subscription · SUB-1001 · +34 600 10 00 01 (Alice)")).toBe(
      `<span>Subscription · ${whole("SUB-1001")} · ${whole("+34 600 10 00 01")} (Alice)</span>`,
    );
  });

  it("leaves text with neither as it is", () => {
    expect(render("Recent customers")).toBe("Recent customers");
  });
});
