import { readdirSync } from "node:fs";
import path from "node:path";

/** Every file under `dir`, at any depth, whose path (joined onto `dir`) `keep` accepts: what the guard tests scan. */
export function filesUnder(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .map((name) => path.join(dir, name))
    .filter(keep);
}
