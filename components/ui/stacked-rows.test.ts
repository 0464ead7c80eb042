import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, hiddenColumn, statusColumn, Td, Tr, totalColumn } from "./table";
import { totalsRow } from "./totals-row";

/** Each body cell's place on its card, the column name it carries, and its value: [place, label, value]. */
function cardCells(html: string): string[][] {
  const body = html.slice(html.indexOf("<tbody"));
  return [...body.matchAll(/<td([^>]*)>(.*?)<\/td>/g)].map(([, attributes = "", value = ""]) => [
    attributes.match(/data-card="([^"]*)"/)?.[1] ?? "field",
    attributes.match(/data-label="([^"]*)"/)?.[1] ?? "",
    value,
  ]);
}

/** A Tr of Td cells, in column order: a value, [value, detail], or null for a null column. */
const row = (key: string, cells: (string | [string, string] | null)[]) =>
  h(
    Tr,
    { key },
    cells.map((cell, i) =>
      cell === null
        ? null
        : typeof cell === "string"
          ? h(Td, { key: i }, cell)
          : h(Td, { key: i, detail: cell[1] }, cell[0]),
    ),
  );

describe("DataTable stackBelow", () => {
  const columns = [
    "Number",
    null,
    "Issued",
    totalColumn("Total"),
    statusColumn("Status"),
    hiddenColumn("Actions"),
  ];
  const render = (rows: ReturnType<typeof h> | ReturnType<typeof h>[], stackBelow?: "sm") =>
    // A plain function of its props: called directly, as React would.
    renderToStaticMarkup(DataTable({ caption: "Invoices", stackBelow, columns, children: rows }));

  it("names each cell by its column and places title, total and status first, actions last", () => {
    const html = render(row("1", ["F-1", null, "1 Nov", ["€12.10", "€10 excl."], "Paid", "Download"]), "sm");
    expect(cardCells(html)).toEqual([
      ["title", "Number", "F-1"],
      ["field", "Issued", "1 Nov"],
      ["total", "Total", '€12.10<p class="text-xs text-gray-500">€10 excl.</p>'],
      ["status", "Status", "Paid"],
      ["actions", "Actions", "Download"],
    ]);
  });

  it("shows the totals row as the last card, each figure under its column's name", () => {
    const html = renderToStaticMarkup(
      DataTable({
        caption: "Lines",
        stackBelow: "sm",
        columns: ["Line", "Net", "Tax", totalColumn("Gross"), "Refundable"],
        children: [
          row("1", ["Fee", "€10.00", "€2.10", "€12.10", "€12.10"]),
          totalsRow({ label: "Total", totals: ["€10.00", "€2.10", "€12.10"], blankCells: 1 }),
        ],
      }),
    );
    const rows = html.slice(html.indexOf("<tbody")).split("<tr").slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain("data-totals");
    expect(cardCells(`<tbody${rows[1]}`)).toEqual([
      ["title", "Line", "Total"],
      ["field", "Net", "€10.00"],
      ["field", "Tax", "€2.10"],
      ["field", "Gross", "€12.10"],
      // Blank: no field on the card (app/globals.css hides an empty cell).
      ["field", "Refundable", ""],
    ]);
  });

  it("renders the rows once, as a table with explicit roles that restyles below the breakpoint", () => {
    const html = render(row("1", ["F-1"]), "sm");
    expect(html.match(/<tr/g)).toHaveLength(2);
    expect(html).not.toContain("<ul");
    expect(html.match(/<section[^>]*>/)?.[0]).toContain("stack-sm");
    expect(html).toMatch(/<table [^>]*role="table"/);
    expect(html).toMatch(
      /<tr [^>]*role="row"><td [^>]*role="cell" data-label="Number" data-card="title">F-1</,
    );
  });

  it("leaves a table that never stacks as it is", () => {
    const html = render(row("1", ["F-1"]));
    expect(html).not.toContain("stack-");
    expect(html).not.toContain("role=");
    expect(html).not.toContain("data-label");
  });
});
