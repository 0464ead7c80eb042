// The registry this project is developed against serves only some platforms' native binaries, so
// `npm install` here writes a lockfile without the others, and `npm ci` (on any machine) refuses it as
// out of sync. This adds an entry for each optional platform package the lockfile is missing, with the
// version its parent pins and the os/cpu/libc its name spells, so that `npm ci` accepts the lockfile
// everywhere and each platform fetches only its own binary. Run after `npm install`: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const lockPath = path.resolve(import.meta.dirname, "..", "package-lock.json");
const lock = JSON.parse(readFileSync(lockPath, "utf8"));
const packages = lock.packages;

const OS = [
  "android",
  "darwin",
  "linux",
  "win32",
  "freebsd",
  "openbsd",
  "openharmony",
  "sunos",
  "aix",
  "netbsd",
];
const CPU = {
  arm64: "arm64",
  aarch64: "arm64",
  x64: "x64",
  ia32: "ia32",
  arm: "arm",
  loong64: "loong64",
  ppc64: "ppc64",
  riscv64: "riscv64",
  s390x: "s390x",
  wasm32: "wasm32",
};

/** { os, cpu, libc } read from a platform package's name, or undefined when the name spells none. */
export function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((p) => OS.includes(p));
  const cpu = parts.map((p) => CPU[p]).find(Boolean);
  if (cpu === "wasm32") return { cpu: ["wasm32"] };
  if (!os || !cpu) return undefined;
  const libc =
    parts.includes("musl") || parts.includes("musleabihf")
      ? "musl"
      : parts.includes("gnu") || parts.includes("gnueabihf")
        ? "glibc"
        : undefined;
  return { os: [os], cpu: [cpu], ...(os === "linux" && libc ? { libc: [libc] } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  if (!location || !entry.optionalDependencies) continue;
  const base = location.slice(0, location.lastIndexOf("node_modules/"));
  for (const [dep, version] of Object.entries(entry.optionalDependencies)) {
    const nested = `${location}/node_modules/${dep}`;
    const hoisted = `${base}node_modules/${dep}`;
    if (packages[nested] || packages[hoisted] || packages[`node_modules/${dep}`]) continue;
    const platform = platformOf(dep);
    if (!platform) continue;
    packages[`node_modules/${dep}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      ...(entry.devOptional ? { devOptional: true } : {}),
      optional: true,
      ...platform,
    };
    added++;
  }
}

lock.packages = Object.fromEntries(
  Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: ${added} platform package entr${added === 1 ? "y" : "ies"} added`);
