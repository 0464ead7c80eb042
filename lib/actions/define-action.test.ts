import { beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";

vi.mock("server-only", () => ({}));
let signedInWith: string[] | null = null;
vi.mock("@/lib/auth/session", () => ({
  authorize: vi.fn(async (...roles: string[]) => {
    if (!signedInWith) return { ok: false, status: 401, message: "Your session has ended." };
    if (!roles.some((role) => signedInWith?.includes(role)))
      return { ok: false, status: 403, message: "Your role does not give access to this." };
    return { ok: true, session: { accessToken: "t", user: { id: "u-1", org: "demo", roles: signedInWith } } };
  }),
}));

const { defineAction } = await import("./define-action");

const handler = vi.fn(async ({ input }: { input: { amount: number } }) => ({
  ok: true as const,
  data: input.amount * 2,
}));
const double = defineAction({
  name: "double",
  roles: ["agent", "support"],
  input: z.object({ amount: z.number().positive("Above zero.") }).strict(),
  invalid: "validation",
  handler,
});

beforeEach(() => {
  handler.mockClear();
  signedInWith = ["support"];
});

describe("defineAction", () => {
  it("runs the handler with the parsed input for any of its roles", async () => {
    expect(await double({ amount: 2 })).toEqual({ ok: true, data: 4 });
    signedInWith = ["agent"];
    expect(await double({ amount: 3 })).toEqual({ ok: true, data: 6 });
  });

  it("answers 401 unauthenticated when signed out, without running the handler", async () => {
    signedInWith = null;
    expect(await double({ amount: 2 })).toMatchObject({
      ok: false,
      error: { code: "unauthenticated", status: 401 },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("answers 403 forbidden for another role, without running the handler", async () => {
    signedInWith = ["customer"];
    expect(await double({ amount: 2 })).toMatchObject({
      ok: false,
      error: { code: "forbidden", status: 403 },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it.each([
    ["malformed", "2", { amount: "Invalid input: expected number, received string" }],
    ["out of range", -1, { amount: "Above zero." }],
  ])("refuses %s input with field errors and 400", async (_, amount, fieldErrors) => {
    expect(await double({ amount })).toEqual({
      ok: false,
      error: {
        code: "validation",
        message: "Some fields need attention.",
        fieldErrors,
        fieldIssues: expect.any(Object),
        status: 400,
      },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("refuses a missing body and unknown fields", async () => {
    expect(await double(undefined)).toMatchObject({ ok: false, error: { code: "validation" } });
    expect(await double({ amount: 1, org: "other" })).toMatchObject({
      ok: false,
      error: { code: "validation" },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("refuses a NUL character in any field, naming the field, whatever the schema would say", async () => {
    const noted = vi.fn(async () => ({ ok: true as const, data: 1 }));
    const note = defineAction({
      name: "note",
      roles: ["support"],
      input: z.object({ lines: z.array(z.object({ text: z.string() })) }),
      invalid: "validation",
      handler: noted,
    });
    expect(await note({ lines: [{ text: "fine" }, { text: "lost\0phone" }] })).toEqual({
      ok: false,
      error: {
        code: "validation",
        message: "Some fields need attention.",
        fieldErrors: {
          "lines.1.text": "This holds a character that cannot be saved (NUL). Remove it and try again.",
        },
        // Unworded, for an error kept past the request (an approved send's outcome).
        fieldIssues: { "lines.1.text": "field.nulCharacter" },
        status: 400,
      },
    });
    expect(noted).not.toHaveBeenCalled();
  });

  it("item 26: refuses a lone UTF-16 surrogate in any field as a field error, not as a failed write", async () => {
    const written = vi.fn(async () => ({ ok: true as const, data: 1 }));
    const saveDescription = defineAction({
      name: "describe",
      roles: ["agent"],
      input: z.object({ description: z.string().max(200) }),
      invalid: "validation",
      handler: written,
    });
    signedInWith = ["agent"];
    expect(await saveDescription({ description: "Goodwill credit \ud83d" })).toEqual({
      ok: false,
      error: {
        code: "validation",
        message: "Some fields need attention.",
        fieldErrors: {
          description:
            "This holds a character that cannot be saved (half of an emoji or other symbol, its pair missing). Retype it and try again.",
        },
        fieldIssues: { description: "field.loneSurrogate" },
        status: 400,
      },
    });
    expect(written).not.toHaveBeenCalled();
    expect(await saveDescription({ description: "Goodwill credit \ud83d\ude00" })).toEqual({
      ok: true,
      data: 1,
    });
  });

  it("item 24: a session check the store cannot answer is a 503 the form words, without running the handler", async () => {
    const { authorize } = await import("@/lib/auth/session");
    vi.mocked(authorize).mockRejectedValueOnce(
      new Error("Failed query: select … from portal.sessions", {
        cause: new Error("timeout exceeded when trying to connect"),
      }),
    );
    expect(await double({ amount: 2 })).toEqual({
      ok: false,
      error: {
        code: "storeUnavailable",
        message:
          "The portal cannot reach its own records right now, so nothing was done. Try again in a few seconds.",
        status: 503,
      },
    });
    expect(handler).not.toHaveBeenCalled();
  });

  it("builds a per-request schema when given one", async () => {
    const perRequest = defineAction({
      name: "perRequest",
      roles: ["support"],
      input: async () => z.object({ day: z.iso.date() }),
      invalid: "transition",
      handler: async ({ input }) => ({ ok: true, data: input.day }),
    });
    expect(await perRequest({ day: "2026-11-25" })).toEqual({ ok: true, data: "2026-11-25" });
    expect(await perRequest({ day: "25/11/2026" })).toMatchObject({
      ok: false,
      error: { message: "The transition request is not valid." },
    });
  });
});
