/** Saves text as a file from the browser (CSV downloads built client-side). */
export function downloadText(fileName: string, text: string, type = "text/csv;charset=utf-8") {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "ops.csv" -> "ops-failed.csv" */
export function withSuffix(fileName: string, suffix: string): string {
  const base = fileName.replace(/\.csv$/i, "") || "operations";
  return `${base}-${suffix}.csv`;
}
