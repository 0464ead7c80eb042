import { describe, expect, it } from "vitest";
import { Movement, MovementCreated } from "@/contract/billing";
import { OPERATOR_APIS } from "../../contract/openapi";
import { expectError, movementBody, rawJson, read, snapshot, sub } from "./billing-helpers";
import { api, basicAuth, sandboxUrl } from "./client";

// PostgreSQL keeps no NUL in text or jsonb: a NUL that reached a write failed it with a 500.

const PARAMS: Record<string, string> = { org: "demo", subscription: "SUB-1001", subscriptionId: "SUB-1001" };
const FORM = "application/x-www-form-urlencoded";

/** Every operation that takes a body, except the CSV upload (multipart; its rows are checked below). */
const writes = OPERATOR_APIS.flatMap((description) =>
  description.operations
    .filter((op) => op.body && !op.body.contentType?.startsWith("multipart/"))
    .map((op) => ({
      url: `${description.basePath}${op.path.replace(/\{(\w+)\}/g, (_, name: string) => PARAMS[name] ?? "x")}`,
      method: op.method.toUpperCase(),
      contentType: op.body?.contentType ?? "application/json",
      operation: `${op.method.toUpperCase()} ${description.basePath}${op.path}`,
    })),
);

const list = `${sub("SUB-1001")}/movement`;

describe("a NUL character in a request", () => {
  it("is found in a body for every API that takes one", () => {
    expect(new Set(writes.map((w) => w.url.split("/")[1]))).toEqual(
      new Set(["billing", "auth", "gateway", "appointments", "ticketing"]),
    );
  });

  it.each(writes)("$operation: a NUL in the body is a 400 in the API's error body", async (write) => {
    const body =
      write.contentType === FORM
        ? "grant_type=password&username=a%00b&password=demo-password"
        : '{"description":"a\\u0000b","name":"a\\u0000b"}';
    const response = await api(write.url, {
      as: "agent",
      method: write.method,
      body,
      headers: { "content-type": write.contentType },
    });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("NUL character");
  });

  it("refuses a movement whose description holds one, creating nothing (escape or raw byte)", async () => {
    const before = await snapshot(list);
    const text = JSON.stringify(movementBody({ description: "Fee\u0000" }));
    expect(text).toContain("\\u0000");
    await expectError(await rawJson(list, "POST", text), 400, "invalidCharacter");
    await expectError(await rawJson(list, "POST", text.replace("\\u0000", "\0")), 400, "invalidCharacter");
    expect(await snapshot(list)).toBe(before);
  });

  it("takes an escaped backslash followed by u0000 as the text it is", async () => {
    const description = "C:\\u0000\\files";
    const created = await api(list, { as: "agent", method: "POST", json: movementBody({ description }) });
    expect(created.status).toBe(201);
    const { id } = MovementCreated.parse(await read(created));
    const movement = Movement.parse(await read(await api(`${list}/${id}`, { as: "agent" })));
    expect(movement.description).toBe(description);
  });

  it("refuses one in a query parameter with a 400", async () => {
    await expectError(await api(`${list}?status=a%00b`, { as: "agent" }), 400, "invalidCharacter");
  });

  it("fails client authentication when it is in the Basic credentials", async () => {
    const response = await fetch(`${sandboxUrl()}/auth/oauth/token`, {
      method: "POST",
      headers: { "content-type": FORM, authorization: basicAuth("portal%00web", "portal-web-secret") },
      body: "grant_type=client_credentials",
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { error: string }).error).toBe("invalid_client");
  });
});

describe("a NUL character in an operations file", () => {
  const upload = (csv: string, name = "ops.csv") => {
    const form = new FormData();
    form.append("file", new Blob([csv], { type: "text/csv" }), name);
    return api("/subscriptions/v2/orgs/demo/operations", { as: "support", method: "POST", body: form });
  };
  const state = async () =>
    (await api("/subscriptions/v2/orgs/demo/subscriptions/SUB-1003", { as: "support" })).text();
  const HEADER = "operation,subscription_id,plan,bonus_catalog_id,credit_limit,reason";

  it("refuses the file, naming the row and the column, and applies nothing", async () => {
    const before = await state();
    const response = await upload(`${HEADER}\nSUSPEND,SUB-1003,,,,lost\u0000phone\n`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as {
      error: string;
      errors: { row: number; column: string; code: string }[];
    };
    expect(body.error).toBe("invalidOperations");
    expect(body.errors).toEqual([
      expect.objectContaining({ row: 2, column: "reason", code: "invalidParameter" }),
    ]);
    expect(await state()).toBe(before);
  });

  it("refuses a file name holding one", async () => {
    const before = await state();
    const response = await upload(`${HEADER}\nSUSPEND,SUB-1003,,,,lost phone\n`, "ops\u0000.csv");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toBe("invalidCharacter");
    expect(await state()).toBe(before);
  });
});
