import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DataTable, hiddenColumn, statusColumn, Td, Tr, totalColumn } from "./table";

/** The cards' fields, in reading order: [label, value]. */
function cardFields(html: string): string[][] {
  const list = html.slice(html.indexOf("<ul"));
  return [...list.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map(([, dt = "", dd = ""]) => [
    dt,
    dd,
  ]);
}

describe("DataTable stackOnPhone", () => {
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
    renderToStaticMarkup(DataTable({ caption: "Invoices", stackOnPhone: true, columns, children: row }));

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
