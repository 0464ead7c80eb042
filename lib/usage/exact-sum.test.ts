import { describe, expect, it } from "vitest";
import { sumDecimals, toDecimal } from "../money";
import { ExactSum, NetByRate } from "./exact-sum";

const sumOf = (values: string[]) => {
  const sum = new ExactSum();
  for (const v of values) sum.add(v);
  return sum.value().toFixed();
};

describe("ExactSum", () => {
  it("adds decimal strings exactly, as Decimal does", () => {
    const values = ["0.1", "0.2", "-0.00000001", "12345678901234567890.12345678", "7", "-3.5", "0"];
    expect(sumOf(values)).toBe(sumDecimals(values));
    expect(sumOf(["0.1", "0.2"])).toBe("0.3");
  });

  it("stays exact past what a double holds, carrying its running sums", () => {
    const values = [
      ...Array.from({ length: 40 }, () => "999999999999999.99999999"),
      "-0.00000001",
      ...Array.from({ length: 30 }, (_, i) => `${i % 2 ? "-" : ""}123456789012345.12345678`),
    ];
    expect(sumOf(values)).toBe(sumDecimals(values));
    expect(sumOf(values)).toBe("39999999999999999.99999959");
  });

  it("reads what it cannot take as digits through Decimal (exponents, more than 8 places)", () => {
    expect(sumOf(["1e-8", "0.000000005", "0.000000005"])).toBe("0.00000002");
  });

  it("adds another sum", () => {
    const a = new ExactSum();
    a.add("1.25");
    const b = new ExactSum();
    b.add("-0.25");
    a.addSum(b);
    expect(a.value().toFixed()).toBe("1");
  });
});

describe("NetByRate", () => {
  it("applies each rate once to what was charged at it", () => {
    const sums = new NetByRate();
    sums.add("0.01", "21");
    sums.add("0.02", "21");
    sums.add("10", "10");
    expect(sums.net().toFixed()).toBe("10.03");
    expect(sums.gross().toFixed()).toBe(toDecimal("0.03").times("1.21").plus("11").toFixed());
  });
});
