import { Td, Tr } from "./table";

/**
 * The closing row of an amounts table: its label, then each total right-aligned under its column.
 * A function that returns the row itself (not a component), so that a table stacked on a phone
 * (stackRows) marks its cells like any other row's and shows the totals as the last card.
 */
export function totalsRow({
  label,
  totals,
  blankCells = 0,
}: {
  label: string;
  totals: React.ReactNode[];
  blankCells?: number;
}) {
  return (
    <Tr key="totals" className="bg-gray-50 font-semibold" data-totals="">
      <Td>{label}</Td>
      {totals.map((total, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns, never reordered.
        <Td key={i} align="right">
          {total}
        </Td>
      ))}
      {Array.from({ length: blankCells }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed columns, never reordered.
        <Td key={`blank-${i}`} />
      ))}
    </Tr>
  );
}
