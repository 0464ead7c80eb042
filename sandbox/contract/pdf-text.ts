/**
 * The text shown by an uncompressed pdfkit document: the hex strings inside its TJ arrays, decoded
 * as the standard fonts encode them (WinAnsi: "€" is 0x80, "–" is 0x96). One string per text run.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString("latin1");
  const parts: string[] = [];
  for (const match of source.matchAll(/\[((?:<[0-9a-f]*>\s*-?[\d.]*\s*)+)\]\s*TJ/g)) {
    const hex = [...(match[1] ?? "").matchAll(/<([0-9a-f]*)>/g)].map((m) => m[1] ?? "").join("");
    parts.push(decodeWinAnsi(Buffer.from(hex, "hex")));
  }
  return parts.join("\n");
}

/** WinAnsi's 0x80-0x9F (undefined codes left as they are); the rest is Latin-1. */
const WIN_ANSI_HIGH = "€\x81‚ƒ„…†‡ˆ‰Š‹Œ\x8dŽ\x8f\x90‘’“”•–—˜™š›œ\x9džŸ";

// Node's TextDecoder("windows-1252") decodes as Latin-1 on some versions, so the table is spelled out.
const decodeWinAnsi = (bytes: Buffer): string =>
  [...bytes].map((b) => (b >= 0x80 && b <= 0x9f ? WIN_ANSI_HIGH[b - 0x80] : String.fromCharCode(b))).join("");
