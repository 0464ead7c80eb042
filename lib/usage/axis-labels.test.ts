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

  it("fits more of the short hour labels", () => {
    expect(shownOn(axisLabels(24, "hour"), "wide")).toHaveLength(6);
    expect(shownOn(axisLabels(13, "week"), "wide")).toHaveLength(5);
  });

  it("has nothing to label without buckets", () => {
    expect(axisLabels(0, "day")).toEqual([]);
  });
});
