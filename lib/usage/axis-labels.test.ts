import { describe, expect, it } from "vitest";
import { axisLabels } from "./axis-labels";

const shownOn = (labels: ReturnType<typeof axisLabels>, screen: "wide" | "phone") =>
  labels.filter((l) => l.shown === "always" || l.shown === screen).map((l) => l.index);

describe("axisLabels", () => {
  it("labels every bucket when they all fit", () => {
    expect(shownOn(axisLabels(3, "day"), "wide")).toEqual([0, 1, 2]);
    expect(shownOn(axisLabels(3, "day"), "phone")).toEqual([0, 1, 2]);
  });

  it("spreads five labels over a month of days on a wide screen, three on a phone, clear of both edges", () => {
    const labels = axisLabels(30, "day");
    expect(shownOn(labels, "wide")).toEqual([3, 9, 15, 21, 27]);
    expect(shownOn(labels, "phone")).toEqual([5, 15, 25]);
  });

  it("labels distinct buckets within the range, in order, for any number of buckets", () => {
    for (const granularity of ["hour", "day", "week"] as const)
      for (let buckets = 1; buckets <= 100; buckets++) {
        const indexes = axisLabels(buckets, granularity).map((l) => l.index);
        expect(
          indexes.every((index, i) => index >= 0 && index < buckets && index > (indexes[i - 1] ?? -1)),
        ).toBe(true);
      }
  });

  it("has nothing to label without buckets", () => {
    expect(axisLabels(0, "day")).toEqual([]);
  });
});
