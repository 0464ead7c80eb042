import { describe, expect, it } from "vitest";
import { focusAfterFailure } from "./focus-after-failure";

/** Just enough of the DOM: elements in document order, each with its attributes and children. */
interface FakeElement {
  tag: string;
  invalid?: boolean;
  disabled?: boolean;
  isConnected?: boolean;
  children?: FakeElement[];
}

function element(fake: FakeElement): Element {
  const all = (of: FakeElement): FakeElement[] => (of.children ?? []).flatMap((c) => [c, ...all(c)]);
  const find = (selector: string) =>
    all(fake).find((candidate) =>
      selector === '[aria-invalid="true"]'
        ? candidate.invalid
        : selector.split(", ").includes(`${candidate.tag}:not([disabled])`) && !candidate.disabled,
    );
  const self = {
    fake,
    disabled: fake.disabled ?? false,
    isConnected: fake.isConnected ?? true,
    matches: (selector: string) => selector === fake.tag,
    querySelector: (selector: string) => {
      const found = find(selector);
      return found ? element(found) : null;
    },
  };
  return self as unknown as Element;
}

const nameOf = (target: unknown) => (target as { fake?: FakeElement } | undefined)?.fake?.tag;

describe("focus after a refused submit", () => {
  const form = element({
    tag: "form",
    children: [
      { tag: "select" },
      { tag: "input", invalid: true, children: [] },
      { tag: "textarea", invalid: true },
      { tag: "button" },
    ],
  });

  it("item 19: goes to the first field marked invalid, in the form's order, not to the page body", () => {
    expect(nameOf(focusAfterFailure(form, null))).toBe("input");
  });

  it("item 19: goes to the first control that can take focus inside an invalid group", () => {
    const group = element({
      tag: "form",
      children: [
        {
          tag: "fieldset",
          invalid: true,
          children: [{ tag: "label" }, { tag: "input", disabled: true }, { tag: "textarea" }],
        },
      ],
    });
    expect(nameOf(focusAfterFailure(group, null))).toBe("textarea");
  });

  it("item 19: with no field marked (a refusal said in an alert), goes back to what sent the form", () => {
    const clean = element({ tag: "form", children: [{ tag: "input" }] });
    const button = element({ tag: "button" });
    expect(nameOf(focusAfterFailure(clean, button))).toBe("button");
    expect(focusAfterFailure(clean, element({ tag: "button", disabled: true }))).toBeUndefined();
    expect(focusAfterFailure(clean, element({ tag: "button", isConnected: false }))).toBeUndefined();
    expect(focusAfterFailure(null, null)).toBeUndefined();
  });
});
