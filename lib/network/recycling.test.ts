import { beforeEach, describe, expect, it, vi } from "vitest";
import { jwt, mocked, sessionOf } from "@/lib/testing/fakes";

vi.mock("server-only", () => ({}));
vi.mock("@/lib/operator/gateway/token", () => ({ staffNetworkToken: vi.fn() }));
vi.mock("@/lib/operator/gateway/api", () => ({ checkNumberRecycling: vi.fn() }));

const { staffNetworkToken } = await import("@/lib/operator/gateway/token");
const gateway = await import("@/lib/operator/gateway/api");
const { OperatorError } = await import("@/lib/http");
const { refuseIfRecycled } = await import("./recycling");

const support = (org = "demo") => sessionOf(["support"], { org, id: "s" });
const NOW = new Date("2026-11-23T12:00:00Z");

beforeEach(() => {
  vi.clearAllMocks();
  mocked(staffNetworkToken).mockResolvedValue(jwt({ org: "demo" }));
  mocked(gateway.checkNumberRecycling).mockResolvedValue({ phoneNumberRecycled: false });
});

describe("appointment SMS: number recycling", () => {
  it("checks since the booking day when given, else 30 days back; a number kept lets the SMS go", async () => {
    expect(await refuseIfRecycled(support(), "+34600100001", { bookedOn: "2026-11-02" }, NOW)).toBeNull();
    expect(mocked(gateway.checkNumberRecycling).mock.calls[0]?.[1]).toBe("2026-11-02");
    await refuseIfRecycled(support(), "+34600100001", {}, NOW);
    expect(mocked(gateway.checkNumberRecycling).mock.calls[1]?.[1]).toBe("2026-10-24");
    expect(mocked(gateway.checkNumberRecycling).mock.calls[1]?.[0]).toMatchObject({
      phoneNumber: "+34600100001",
    });
  });

  it("a recycled number is refused with a clear message", async () => {
    mocked(gateway.checkNumberRecycling).mockResolvedValue({ phoneNumberRecycled: true });
    const refusal = await refuseIfRecycled(support(), "+34600100007", {}, NOW);
    expect(refusal).toMatchObject({ code: "numberRecycled" });
    expect(refusal?.message).toMatch(/^Nothing was sent: \+34600100007 has passed to another person/);
  });

  it("a check that fails stops the send too (never a silent pass)", async () => {
    mocked(gateway.checkNumberRecycling).mockRejectedValue(new OperatorError(504, "timeout", "late"));
    expect(await refuseIfRecycled(support(), "+34600100001", {}, NOW)).toMatchObject({
      code: "recyclingCheckFailed",
    });
  });

  it("a number this operator does not serve is not checked here", async () => {
    mocked(gateway.checkNumberRecycling).mockRejectedValue(
      new OperatorError(404, "IDENTIFIER_NOT_FOUND", "x", undefined, { code: "IDENTIFIER_NOT_FOUND" }),
    );
    expect(await refuseIfRecycled(support(), "+34611000000", {}, NOW)).toBeNull();
  });

  it.each([
    ["future", "2026-11-24"],
    ["malformed", "02/11/2026"],
    ["impossible", "2026-02-30"],
  ])("a %s booking day is refused before any call", async (_label, bookedOn) => {
    expect(await refuseIfRecycled(support(), "+34600100001", { bookedOn }, NOW)).toMatchObject({
      code: "validation",
    });
    expect(staffNetworkToken).not.toHaveBeenCalled();
  });

  it("support of another org: the number is not asked about, nothing is sent", async () => {
    expect(await refuseIfRecycled(support("acme"), "+34600200001", {}, NOW)).toMatchObject({
      code: "recyclingCheckFailed",
    });
    expect(gateway.checkNumberRecycling).not.toHaveBeenCalled();
  });
});
