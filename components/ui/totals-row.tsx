import { Td, Tr } from "./table";

/** The closing row of an amounts table: its label, then each total right-aligned under its column. */
export function TotalsRow({
  label,
  totals,
  blankCells = 0,
}: {
  label: string;
  totals: React.ReactNode[];
  blankCells?: number;
}) {
  return (
    <Tr className="bg-gray-50 font-semibold">
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
