import "server-only";
import { getTranslations } from "next-intl/server";

type DownloadKind = "invoice" | "draft" | "usage" | "audit";

/**
 * A downloaded file's name in the reader's language ("factura-F2026-000004.pdf"), kept to characters
 * every file system and the Content-Disposition header accept.
 */
export async function downloadName(
  kind: DownloadKind,
  values: Record<string, string>,
  extension: "pdf" | "csv",
): Promise<string> {
  const t = await getTranslations("Downloads");
  return `${t(kind, values).replace(/[^\w.-]/g, "_")}.${extension}`;
}
