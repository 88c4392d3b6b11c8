// node scripts/lock-platforms.mjs: lists every platform-specific optional package in
// package-lock.json, also those for other systems. The registry mirror these machines use has
// no macOS or Windows binaries, so `npm install` here leaves them out of the lock and `npm ci`
// then refuses it. Each entry added is marked optional with the os, cpu and libc its name
// states, so npm skips it everywhere but on its own platform. Run it after `npm install`.
import { readFileSync, writeFileSync } from "node:fs";

const file = new URL("../package-lock.json", import.meta.url);
const lock = JSON.parse(readFileSync(file, "utf8"));

const systems = ["darwin", "linux", "win32", "freebsd", "android", "openharmony", "sunos", "aix", "netbsd", "openbsd"];
const cpus = ["x64", "arm64", "arm", "ia32", "loong64", "ppc64", "riscv64", "s390x", "wasm32", "mips64el"];

/** The os, cpu and libc a platform package's name states, e.g. "linux-arm64-musl". */
function platformOf(name) {
  const parts = name.split("/").pop().split("-");
  const os = parts.find((part) => systems.includes(part));
  const cpu = parts.find((part) => cpus.includes(part));
  if (!cpu) return null;
  const entry = { cpu: [cpu] };
  if (os) entry.os = [os];
  if (os === "linux") {
    if (parts.includes("musl") || parts.includes("musleabihf")) entry.libc = ["musl"];
    else if (parts.some((part) => part.startsWith("gnu"))) entry.libc = ["glibc"];
  }
  return entry;
}

let added = 0;
for (const [, meta] of Object.entries(lock.packages)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const platform = platformOf(name);
    const version = /^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range) ? range : null;
    if (!platform || !version) continue;
    lock.packages[key] = { version, optional: true, ...platform };
    added++;
  }
}
lock.packages = Object.fromEntries(Object.entries(lock.packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))));
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${added} platform packages to package-lock.json.`);
