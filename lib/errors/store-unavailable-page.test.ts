import { isValidElement, type ReactElement, type ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/session", () => ({ requireSession: vi.fn() }));
vi.mock("@/lib/display/current-theme", () => ({ currentTheme: vi.fn(async () => "light") }));
vi.mock("@/components/shell/app-shell", () => ({ AppShell: () => null }));

const { requireSession } = await import("@/lib/auth/session");
const { default: PortalLayout } = await import("@/app/(portal)/layout");
const { AppShell } = await import("@/components/shell/app-shell");

type Props = { title?: ReactNode; message?: ReactNode; children?: ReactNode };

/** Every element of a tree, async server components rendered (they are plain async functions). */
async function elementsOf(node: ReactNode): Promise<ReactElement<Props>[]> {
  if (!isValidElement<Props>(node)) return [];
  const { type, props } = node;
  if (typeof type === "function" && type.constructor.name === "AsyncFunction")
    return [node, ...(await elementsOf(await (type as (p: Props) => Promise<ReactNode>)(props)))];
  const children = ([] as ReactNode[]).concat(props.children ?? []);
  return [node, ...(await Promise.all(children.map(elementsOf))).flat()];
}

describe("the signed-in pages' layout", () => {
  it("item 24: says the portal is temporarily unavailable, in words, when the session's store cannot answer", async () => {
    vi.mocked(requireSession).mockRejectedValue(
      new Error("Failed query: select … from portal.sessions", { cause: new Error("Query read timeout") }),
    );
    const elements = await elementsOf(await PortalLayout({ children: "the page" }));
    const said = elements.flatMap((e) => [e.props.title, e.props.message]);
    expect(said).toContain("The portal is temporarily unavailable");
    expect(said).toContain("Its own records cannot be reached just now. Please try again in a few seconds.");
    expect(elements.some((e) => e.type === AppShell)).toBe(false);
  });

  it("lets any other failure through to the error page", async () => {
    vi.mocked(requireSession).mockRejectedValue(new TypeError("a bug"));
    await expect(PortalLayout({ children: "the page" })).rejects.toThrow(TypeError);
  });
});
