import { beforeEach, describe, expect, it, vi } from "vitest";
import { mocked } from "@/lib/testing/fakes";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/auth/session", () => ({ authorize: vi.fn() }));
vi.mock("@/lib/store/audit", () => ({ listAudit: vi.fn(async () => []) }));

const { authorize } = await import("@/lib/auth/session");
const { listAudit } = await import("@/lib/store/audit");
const { GET } = await import("@/app/api/agent/audit/export/route");

const agentOf = (org: string) => ({
  ok: true,
  session: { accessToken: "t", user: { id: "u-agent", name: "Ana", org, roles: ["agent"] } },
});

beforeEach(() => vi.clearAllMocks());

describe("GET /api/agent/audit/export", () => {
  it("refuses signed-out callers (401) and other roles (403) without reading the trail", async () => {
    mocked(authorize).mockResolvedValueOnce({ ok: false, status: 401, message: "ended" });
    expect((await GET(new Request("http://x/api/agent/audit/export"))).status).toBe(401);
    mocked(authorize).mockResolvedValueOnce({ ok: false, status: 403, message: "role" });
    expect((await GET(new Request("http://x/api/agent/audit/export"))).status).toBe(403);
    expect(listAudit).not.toHaveBeenCalled();
  });

  it("reads only the caller's org, whatever the query says, and ignores malformed filters", async () => {
    mocked(authorize).mockResolvedValue(agentOf("demo"));
    const response = await GET(
      new Request(
        "http://x/api/agent/audit/export?org=acme&action=%3Dcmd&outcome=nope&from=yesterday&customer=SUB-1004",
      ),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="audit-demo.csv"');
    expect(mocked(listAudit).mock.calls[0]?.[0]).toMatchObject({
      org: "demo",
      action: undefined,
      outcome: undefined,
      customerRef: "SUB-1004",
    });
  });
});
