import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import {
  CLIENT_NAMESPACES,
  clientMessages,
  STAFF_CLIENT_NAMESPACES,
  staffClientMessages,
} from "./client-messages";

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry) && !entry.endsWith(".test.ts") ? [file] : [];
  });
}

/** Namespaces each "use client" file reads, by file. */
function clientReads(): Map<string, Set<string>> {
  const reads = new Map<string, Set<string>>();
  for (const file of ["app", "components", "lib"].flatMap(sources)) {
    const text = readFileSync(file, "utf8");
    if (!/^["']use client["'];/m.test(text)) continue;
    expect(text, `${file} reads the whole catalogue`).not.toMatch(/useTranslations\(\)/);
    const namespaces = [...text.matchAll(/useTranslations\("([A-Za-z]+)/g)].map(([, ns]) => ns ?? "");
    reads.set(file, new Set(namespaces));
  }
  return reads;
}

/** Where a customer's pages come from: their client components may read only what every page receives. */
const CUSTOMER_SIDE =
  /^(app\/\(portal\)\/customer|app\/\(public\)|components\/(balances|invoices|usage|shell|ui|providers))\//;

/** Every module a file imports, following "@/" and relative imports (type-only imports left out). */
function importGraph(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const resolve = (from: string, spec: string) => {
    const base = spec.startsWith("@/") ? spec.slice(2) : path.join(path.dirname(from), spec);
    return ["", ".ts", ".tsx", "/index.ts"]
      .map((ext) => `${base}${ext}`)
      .find((f) => statSync(f, { throwIfNoEntry: false })?.isFile());
  };
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = readFileSync(file, "utf8");
    for (const [, spec] of text.matchAll(/^import (?!type )[^;]*?from "((?:@\/|\.)[^"]+)";/gm)) {
      const target = spec && resolve(file, spec);
      if (target) visit(target);
    }
  };
  entries.forEach(visit);
  return seen;
}

describe("messages sent to the browser", () => {
  it("are not needed by the client pieces every portal page loads (the overview ships no catalogue)", () => {
    const everyPage = importGraph([
      "app/(portal)/error.tsx",
      "components/shell/mobile-menu.tsx",
      "components/shell/nav-links.tsx",
      "components/shell/preference-select.tsx",
      "components/shell/sign-out-button.tsx",
      "components/ui/refreshing-error-state.tsx",
      "components/ui/session-ended.tsx",
    ]);
    expect(everyPage.size).toBeGreaterThan(10);
    for (const file of everyPage)
      expect(readFileSync(file, "utf8"), `${file} imports next-intl`).not.toMatch(/from "next-intl/);
  });

  it("include every namespace a client component reads, and no other", () => {
    const reads = clientReads();
    const all = new Set([...reads.values()].flatMap((namespaces) => [...namespaces]));
    expect([...all].sort()).toEqual([...CLIENT_NAMESPACES, ...STAFF_CLIENT_NAMESPACES].sort());
  });

  it("give a customer's pages only the namespaces every page receives", () => {
    for (const [file, namespaces] of clientReads()) {
      if (!CUSTOMER_SIDE.test(file)) continue;
      for (const namespace of namespaces)
        expect(CLIENT_NAMESPACES as readonly string[], `${file} reads ${namespace}`).toContain(namespace);
    }
  });

  it("are only those namespaces", () => {
    const sent = clientMessages(en);
    expect(Object.keys(sent).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(en).length / 2);
    const staff = staffClientMessages(en);
    expect(Object.keys(staff).sort()).toEqual([...CLIENT_NAMESPACES, ...STAFF_CLIENT_NAMESPACES].sort());
  });
});
