// node scripts/bench-stamp.mjs [pages=200] [runs=5]: how long stamping a buyer's copy of a long
// document takes (lib/media/stamp-pdf.server.ts). Builds a text-heavy PDF of `pages` A4 pages,
// then stamps it `runs` times. Target: under 2 s for 200 pages (issue 35); figures in
// docs/performance/stamped-documents.md. jiti (eslint's and Tailwind's TypeScript loader) runs
// the app's own TypeScript, so this times the code the server runs, not a copy of it.
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";
import { PDFDocument, StandardFonts, rgb } from "pdf-lib";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
// "server-only" resolves as on the server: a script is no client bundle.
const jiti = createJiti(import.meta.url, { alias: { "@": root, "server-only": path.join(root, "node_modules/server-only/empty.js") } });
const { stampPdf } = await jiti.import(path.join(root, "lib/media/stamp-pdf.server.ts"));

const pages = Number(process.argv[2] ?? 200);
const runs = Number(process.argv[3] ?? 5);
const LOREM = "Soil organic carbon, aggregate stability and infiltration rate are read together: no single indicator tells the whole story of a field.";

async function longDocument() {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.TimesRoman);
  for (let number = 1; number <= pages; number += 1) {
    const page = pdf.addPage([595.28, 841.89]);
    page.drawText(`Chapter ${Math.ceil(number / 10)}, page ${number}`, { x: 56, y: 780, size: 16, font });
    for (let line = 0; line < 45; line += 1) page.drawText(LOREM, { x: 56, y: 750 - line * 15, size: 9, font, color: rgb(0.1, 0.1, 0.1) });
    page.drawRectangle({ x: 56, y: 60, width: 480, height: 0.5, color: rgb(0.5, 0.5, 0.5) });
  }
  return pdf.save();
}

const source = await longDocument();
const stamp = { name: "Jürgen Müller-Łukasz", email: "jurgen@example.com", order: "order ord_bench0001", date: new Date().toISOString() };
// Wall time is what a buyer waits; CPU time (this process's user + system) is the work itself,
// which a machine shared with other jobs stretches far less.
const times = [];
const cpu = [];
let size = 0;
for (let run = 0; run < runs; run += 1) {
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  size = (await stampPdf(source, stamp)).length;
  const { user, system } = process.cpuUsage(cpuBefore);
  times.push(performance.now() - started);
  cpu.push((user + system) / 1000);
}
const sorted = [...times].sort((a, b) => a - b);
const ms = (value) => `${Math.round(value)} ms`;
console.log(`${pages} pages, ${(source.length / 1024).toFixed(0)} kB in, ${(size / 1024).toFixed(0)} kB out`);
console.log(`first (loads the font): ${ms(times[0])}; median of ${runs}: ${ms(sorted[Math.floor(runs / 2)])}; slowest: ${ms(sorted.at(-1))}`);
console.log(`CPU time: first ${ms(cpu[0])}; median ${ms([...cpu].sort((a, b) => a - b)[Math.floor(runs / 2)])}; load average ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores`);
