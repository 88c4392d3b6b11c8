// node scripts/compile-hints.mjs [nextDir]: run by `npm run build` after `next build`. Marks the
// chunks some route runs at startup with V8's `//# allFunctionsCalledOnLoad` compile hint
// (https://v8.dev/blog/explicit-compile-hints), so Chromium compiles their functions on the
// thread that streams the script in, instead of one by one on the main thread when hydration
// first calls them: there, lazy compiling was 180–240 ms of a product page's and /login's main
// thread on this machine. Chunks only loaded later (Firebase, the uploader, the video player)
// stay lazily compiled: most of their functions never run. Other browsers ignore the comment.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { firstLoadChunks } from "./lib/build-output.mjs";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/** The hint goes on the first line; the chunk's source map, if any, moves down one line with it. */
function hint(path) {
  const code = readFileSync(path, "utf8");
  if (code.startsWith(COMPILE_HINT)) return false;
  writeFileSync(path, COMPILE_HINT + code);
  const mapName = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
  const mapPath = mapName && join(dirname(path), mapName);
  if (mapPath && existsSync(mapPath)) {
    const map = JSON.parse(readFileSync(mapPath, "utf8"));
    if (map.sections) for (const section of map.sections) section.offset.line += 1;
    else map.mappings = `;${map.mappings}`;
    writeFileSync(mapPath, JSON.stringify(map));
  }
  return true;
}

/** Adds the hint to every startup chunk of the build in `nextDir`; returns how many it marked. */
export function addCompileHints(nextDir = ".next") {
  const chunks = new Set(firstLoadChunks(nextDir).flatMap(({ files }) => [...files]));
  let marked = 0;
  for (const chunk of chunks) if (chunk.endsWith(".js") && hint(join(nextDir, chunk))) marked += 1;
  return { startup: chunks.size, marked };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { startup, marked } = addCompileHints(process.argv[2] ?? ".next");
  console.log(`Compile hints: ${marked} of ${startup} startup chunks marked.`);
}
