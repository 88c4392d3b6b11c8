// The Markdown section of npm run bench:scale and its verdicts against issue 30's goals. The
// section replaces its previous version in docs/performance.md; the rest of the file stays.
export const HEADING = "## Scale (npm run bench:scale)";
const GOALS = { warmFactor: 1.5, warmSlackMs: 20, coldMs: 300, reads: 40, memoryMB: 50, rps: 500 };

const mark = (ok) => (ok ? "✓ met" : "✗ missed");
const n = (value) => value.toLocaleString("en");
const ms = (value) => (value === undefined ? "–" : `${Math.round(value)}`);
const timing = (figure) => (figure.timeouts ? `${ms(figure.ms)} (${figure.timeouts} timed out)` : ms(figure.ms));

function levelTable(level) {
  const lines = [
    `### ${n(level.products)} approved products (${level.extra ? `${n(level.extra)} clones added` : "the demo seed"})`,
    "",
    "| Route | Warm TTFB ms | Cold TTFB ms | Cold, whole response ms | Documents read per cold view |",
    "| --- | --- | --- | --- | --- |",
    ...level.routes.map((route) => {
      const reads = route.reads.length ? `${route.medianReads}${route.maxReads !== route.medianReads ? ` (max ${route.maxReads})` : ""}` : "–";
      return `| ${route.label} | ${timing(route.warm)} | ${timing(route.cold)} | ${ms(route.coldTotalMs)} | ${reads} |`;
    }),
    "",
    `- Throughput, 10 connections for ${level.loadSeconds} s: ${level.load.map((load) => `${load.label} ${n(Math.round(load.rps))} requests/s (p50 ${load.p50} ms, p97.5 ${load.p97} ms${load.timeouts ? `, ${load.timeouts} timed out after 10 s` : ""}${load.errors ? `, ${load.errors} errors` : ""})`).join("; ")}`,
    `- Server memory (resident, with children): ${Math.round(level.rssMB)} MB after the warm views, ${Math.round(level.rssAfterLoadMB)} MB after the throughput runs`,
    `- "items over 2MB" in the server log: ${level.over2MB ? `${level.over2MB} times` : "never"}`,
    `- Seeding ${level.extra ? `${n(level.seeded)} clones: ${level.seedSeconds.toFixed(1)} s` : "(demo seed only)"}; next build ${level.buildSeconds.toFixed(0)} s`,
  ];
  if (level.notes.length) lines.push(...level.notes.map((note) => `- Note: ${note}`));
  return lines;
}

/** Verdict lines: the goal, met or missed, and the figures that decided it. */
export function verdicts(levels) {
  const [base, ...rest] = levels;
  const out = [];
  const misses = (pick) => levels.flatMap((level) => level.routes.filter((route) => pick(level, route)).map((route) => `${route.label} at ${n(level.products)}`));
  if (base && rest.length) {
    const baseline = new Map(base.routes.map((route) => [route.label.replace(/page \d/, "page"), route.warm.ms]));
    const slow = rest.flatMap((level) =>
      level.routes
        .filter((route) => {
          const before = baseline.get(route.label.replace(/page \d/, "page"));
          return route.warm.timeouts || route.warm.ms === undefined || before === undefined || route.warm.ms > before * GOALS.warmFactor + GOALS.warmSlackMs;
        })
        .map((route) => `${route.label} at ${n(level.products)}: ${timing(route.warm)} ms`),
    );
    out.push(`- Warm TTFB within ${GOALS.warmFactor}× (+${GOALS.warmSlackMs} ms) of the ${n(base.products)}-product figure at every larger level: ${mark(!slow.length)}${slow.length ? ` (${slow.join("; ")})` : ""}`);
  }
  const cold = misses((level, route) => route.cold.timeouts || !(route.cold.ms <= GOALS.coldMs));
  out.push(`- Cold TTFB ≤ ${GOALS.coldMs} ms on every route: ${mark(!cold.length)}${cold.length ? ` (not on ${cold.join("; ")})` : ""}`);
  const reads = misses((level, route) => !(route.maxReads <= GOALS.reads));
  out.push(`- Documents read per cold view ≤ ${GOALS.reads}: ${mark(!reads.length)}${reads.length ? ` (not on ${reads.join("; ")})` : ""}`);
  if (base && rest.length) {
    const grows = rest.flatMap((level) =>
      level.routes.flatMap((route, index) => (route.maxReads === base.routes[index]?.maxReads ? [] : [`${route.label}: ${base.routes[index]?.maxReads ?? "?"} → ${route.maxReads ?? "?"} at ${n(level.products)}`])),
    );
    out.push(`- Reads independent of N: ${mark(!grows.length)}${grows.length ? ` (${grows.join("; ")})` : ""}`);
  }
  const over = levels.filter((level) => level.over2MB);
  out.push(`- No "items over 2MB" in the server log: ${mark(!over.length)}${over.length ? ` (at ${over.map((level) => n(level.products)).join(", ")})` : ""}`);
  if (base && rest.length) {
    const last = rest.at(-1);
    const growth = last.rssMB - base.rssMB;
    const full = last.extra >= 100_000 ? "" : ` (measured to ${n(last.products)}, not 100,000)`;
    out.push(`- Server memory grows < ${GOALS.memoryMB} MB from ${n(base.products)} to ${n(last.products)} products: ${mark(growth < GOALS.memoryMB)} (${Math.round(base.rssMB)} → ${Math.round(last.rssMB)} MB, ${growth >= 0 ? "+" : ""}${Math.round(growth)} MB)${full}`);
  }
  const slowLoad = levels.flatMap((level) => level.load.filter((load) => load.rps < GOALS.rps || load.errors || load.timeouts).map((load) => `${load.label} at ${n(level.products)}: ${Math.round(load.rps)}/s`));
  out.push(`- Throughput ≥ ${GOALS.rps} requests/s on a product page and /courses: ${mark(!slowLoad.length)}${slowLoad.length ? ` (${slowLoad.join("; ")})` : ""}`);
  return out;
}

export function renderScale({ date, machine, levels, method }) {
  return [
    HEADING,
    "",
    `Run on ${date.toISOString().slice(0, 16).replace("T", " ")} UTC, ${machine}. Levels: ${levels.map((level) => n(level.products)).join(", ")} approved products.`,
    "",
    method,
    "",
    "### Against the goals",
    "",
    ...verdicts(levels),
    "",
    ...levels.flatMap((level) => [...levelTable(level), ""]),
  ].join("\n");
}

/** `document` with its scale section replaced by `section` (or `section` appended). */
export function withScaleSection(document, section) {
  const start = document.indexOf(HEADING);
  if (start === -1) return `${document.trimEnd()}\n\n${section.trimEnd()}\n`;
  const after = document.slice(start + HEADING.length).search(/^## /m);
  const end = after === -1 ? document.length : start + HEADING.length + after;
  return `${document.slice(0, start)}${section.trimEnd()}\n${end < document.length ? `\n${document.slice(end)}` : ""}`;
}

/** The scale section of `document`, if any: what npm run bench keeps when it rewrites the file. */
export function scaleSection(document) {
  const start = document.indexOf(HEADING);
  if (start === -1) return "";
  const after = document.slice(start + HEADING.length).search(/^## /m);
  return document.slice(start, after === -1 ? undefined : start + HEADING.length + after);
}
