import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import en from "@/messages/en.json";
import { CLIENT_NAMESPACES, clientMessages } from "./client-messages";

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry) && !entry.endsWith(".test.ts") ? [file] : [];
  });
}

describe("messages sent to the browser", () => {
  it("include every namespace a client component reads", () => {
    const read = new Set<string>();
    for (const file of ["app", "components", "lib"].flatMap(sources)) {
      const text = readFileSync(file, "utf8");
      if (!/^["']use client["'];/m.test(text)) continue;
      expect(text, `${file} reads the whole catalogue`).not.toMatch(/useTranslations\(\)/);
      for (const [, namespace] of text.matchAll(/useTranslations\("([A-Za-z]+)/g)) read.add(namespace ?? "");
    }
    expect([...read].sort()).toEqual([...CLIENT_NAMESPACES].sort());
  });

  it("are only those namespaces", () => {
    const sent = clientMessages(en);
    expect(Object.keys(sent).sort()).toEqual([...CLIENT_NAMESPACES].sort());
    expect(JSON.stringify(sent).length).toBeLessThan(JSON.stringify(en).length / 2);
  });
});
