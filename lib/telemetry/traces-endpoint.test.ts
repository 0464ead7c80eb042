import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { tracesEndpoint } = await import("./traces-endpoint");

describe("where traces go", () => {
  it("nowhere without an endpoint, or when the SDK is turned off", () => {
    expect(tracesEndpoint({})).toBeUndefined();
    expect(tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: "" })).toBeUndefined();
    expect(
      tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318", OTEL_SDK_DISABLED: "true" }),
    ).toBeUndefined();
  });

  it("to the traces endpoint first, else the general one", () => {
    expect(tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318" })).toBe(
      "http://collector:4318",
    );
    expect(
      tracesEndpoint({
        OTEL_EXPORTER_OTLP_ENDPOINT: "http://collector:4318",
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: "https://traces.example/v1/traces",
      }),
    ).toBe("https://traces.example/v1/traces");
  });

  it("refuses, naming the variable, an endpoint that is not an http(s) URL", () => {
    for (const endpoint of ["collector:4318", "grpc://collector:4317", "not a url"])
      expect(() => tracesEndpoint({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint })).toThrow(
        /OTEL_EXPORTER_OTLP_\(TRACES_\)ENDPOINT must be an http\(s\) URL/,
      );
  });
});
