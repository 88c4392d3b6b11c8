// What a finished `next build` left in `.next`, read from its manifests: shared by the build's
// own post-step (scripts/compile-hints.mjs) and the bundle budget check.
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/** Every file under `dir` whose name passes `wanted`. */
export function filesUnder(dir, wanted, found = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesUnder(path, wanted, found);
    else if (wanted(name)) found.push(path);
  }
  return found;
}

/**
 * Every app route of a finished `next build` in `nextDir`, with the chunks (paths relative to
 * `nextDir`) its first load runs: Next's root chunks plus the route's entry chunks.
 */
export function firstLoadChunks(nextDir = ".next") {
  const { rootMainFiles } = JSON.parse(readFileSync(join(nextDir, "build-manifest.json"), "utf8"));
  const appDir = join(nextDir, "server", "app");
  const routes = [];
  for (const path of filesUnder(appDir, (name) => name === "page_client-reference-manifest.js")) {
    const segments = relative(appDir, path).split(sep).slice(0, -1);
    // Next's own error and not-found entries, not pages anyone navigates to.
    if (segments.some((segment) => segment.startsWith("_"))) continue;
    const context = { globalThis: {} };
    new Function("globalThis", readFileSync(path, "utf8"))(context.globalThis);
    const manifest = Object.values(context.globalThis.__RSC_MANIFEST)[0];
    const files = new Set(rootMainFiles);
    for (const chunks of Object.values(manifest.entryJSFiles)) for (const chunk of chunks) files.add(chunk);
    routes.push({ route: `/${segments.join("/")}`, files });
  }
  return routes.sort((a, b) => a.route.localeCompare(b.route));
}
