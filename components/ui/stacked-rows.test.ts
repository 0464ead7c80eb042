import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, hiddenColumn, statusColumn, Td, Tr, totalColumn } from "./table";
import { totalsRow } from "./totals-row";

/** The cards' fields, in reading order: [label, value]. */
function cardFields(html: string): string[][] {
  const list = html.slice(html.indexOf("<ul"));
  return [...list.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, dt = "", dd = ""]) => [
    dt,
    dd,
  ]);
}

describe("DataTable stackBelow", () => {
  const columns = [
    "Number",
    null,
    "Issued",
    totalColumn("Total"),
    statusColumn("Status"),
    hiddenColumn("Actions"),
  ];
  const render = (row: ReturnType<typeof h>) =>
    // A plain function of its props: called directly, as React would.
    renderToStaticMarkup(DataTable({ caption: "Invoices", stackBelow: "sm", columns, children: row }));

  it("names each cell by its column and puts title, total and status first, actions last", () => {
    const html = render(
      h(Tr, { key: "1" }, [
        h(Td, { key: "n" }, "F-1"),
        null,
        h(Td, { key: "i" }, "1 Nov"),
        h(Td, { key: "t", detail: "€10 excl." }, "€12.10"),
        h(Td, { key: "s" }, "Paid"),
        h(Td, { key: "a" }, "Download"),
      ]),
    );
    expect(cardFields(html)).toEqual([
      ["Number", "F-1"],
      ["Total", '€12.10<p class="text-xs text-gray-600">€10 excl.</p>'],
      ["Status", "Paid"],
      ["Issued", "1 Nov"],
      ["Actions", "Download"],
    ]);
  });

  it("shows the totals row as the last card, each figure under its column's name", () => {
    const html = renderToStaticMarkup(
      DataTable({
        caption: "Lines",
        stackBelow: "sm",
        columns: ["Line", "Net", "Tax", totalColumn("Gross"), "Refundable"],
        children: [
          h(Tr, { key: "1" }, [
            h(Td, { key: "l" }, "Fee"),
            h(Td, { key: "n" }, "€10.00"),
            h(Td, { key: "t" }, "€2.10"),
            h(Td, { key: "g" }, "€12.10"),
            h(Td, { key: "r" }, "€12.10"),
          ]),
          totalsRow({ label: "Total", totals: ["€10.00", "€2.10", "€12.10"], blankCells: 1 }),
        ],
      }),
    );
    const cards = html.slice(html.indexOf("<ul")).split("<li").slice(1);
    expect(cards).toHaveLength(2);
    expect(cards[1]).toContain("bg-gray-50");
    expect(cardFields(`<ul${cards[1]}`)).toEqual([
      ["Line", "Total"],
      ["Net", "€10.00"],
      ["Tax", "€2.10"],
      ["Gross", "€12.10"],
    ]);
  });

  it("keeps the table for wide screens and hides each form where the other shows", () => {
    const html = render(h(Tr, { key: "1" }, [h(Td, { key: "n" }, "F-1")]));
    const [table, cards] = [/<section[^>]*>/, /<ul[^>]*>/].map((tag) => html.match(tag)?.[0] ?? "");
    expect(table).toContain('aria-label="Invoices"');
    expect(table).toContain("max-sm:hidden");
    expect(cards).toContain('aria-label="Invoices"');
    expect(cards).toContain(" sm:hidden");
    expect(html).toContain("<th");
  });
});
